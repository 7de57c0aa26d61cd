import { randomUUID } from 'node:crypto';
import { ChatMessageResponse, SAFETY_MSG } from '@conectando/contracts';
import { openChat, personaPayload, signedInAdmin, signedUp } from '../support/factories';
import { eventually } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';

type Signed = Awaited<ReturnType<typeof signedUp>>;

describe('what a new user meets around chats and reports', () => {
  const { t } = appPerSuite({}, { redis: true });

  const chatIds = async (who: Signed) =>
    ((await who.agent.get(`/api/chats/user/${who.user.id}`).expect(200)).body as { id: string }[]).map((c) => c.id);
  const send = async (who: Signed, chatId: string, content: string) =>
    (await who.agent.post('/api/messages').send({ chatId, clientMessageId: randomUUID(), content }).expect(201))
      .body as ChatMessageResponse;

  it('should list a chat opened with Enviar Mensaje only for its opener until its first message', async () => {
    const rosa = await signedUp(t, personaPayload({ name: 'Rosa' }));
    const extrano = await signedUp(t, personaPayload({ name: 'Extraño' }));
    const chat = await openChat(extrano, rosa);
    expect(await chatIds(extrano)).toEqual([chat.id]);
    expect(await chatIds(rosa)).toEqual([]);
    // Opening it again from Rosa's side is the same chat, and it is hers to see by id.
    expect((await openChat(rosa, extrano)).id).toBe(chat.id);

    await send(extrano, chat.id, 'Hola Rosa, vi tu video de tejido');
    expect(await chatIds(rosa)).toEqual([chat.id]);

    // A meeting proposed from a chat with no message yet puts it in the list: its card awaits an answer.
    const marta = await signedUp(t, personaPayload({ name: 'Marta' }));
    const withMarta = await openChat(marta, rosa);
    expect(await chatIds(rosa)).toEqual([chat.id]);
    await marta.agent
      .post('/api/meetings')
      .send({ inviteeId: rosa.user.id, slots: [new Date(Date.now() + 86_400_000).toISOString()], durationMinutes: 30 })
      .expect(201);
    expect((await chatIds(rosa)).sort()).toEqual([chat.id, withMarta.id].sort());
  });

  it('should tell the reporter, without saying what was decided, once the report is closed', async () => {
    const admin = await signedInAdmin(t);
    for (const action of ['dismiss', 'warn', 'suspend'] as const) {
      const elena = await signedUp(t, personaPayload({ name: `Elena ${action}` }));
      const target = await signedUp(t, personaPayload({ name: `Tomás ${action}` }));
      const { body } = await elena.agent
        .post('/api/reports')
        .send({ targetUserId: target.user.id, reason: 'scam' })
        .expect(201);
      await admin.agent.patch(`/api/admin/reports/${body.id}`).send({ action }).expect(200);
      await eventually(async () => {
        const page = (await elena.agent.get('/api/notifications').expect(200)).body as {
          items: { type: string; title: string; body: string }[];
        };
        expect(page.items).toEqual([
          expect.objectContaining({
            type: 'moderation.report_closed',
            title: SAFETY_MSG.reportClosedTitle,
            body: SAFETY_MSG.reportClosedBody,
          }),
        ]);
      });
    }
  });

  it('should copy the five messages before and after a reported one, so the admin sees its context', async () => {
    const admin = await signedInAdmin(t);
    const elena = await signedUp(t, personaPayload({ name: 'Elena' }));
    const tomas = await signedUp(t, personaPayload({ name: 'Tomás' }));
    const chat = await openChat(tomas, elena);
    const sent: ChatMessageResponse[] = [];
    for (let i = 1; i <= 14; i++) sent.push(await send(i % 2 ? tomas : elena, chat.id, `Mensaje ${i}`));
    const reported = sent[7]; // 'Mensaje 8'
    const { body } = await elena.agent
      .post('/api/reports')
      .send({ targetUserId: tomas.user.id, reason: 'scam', messageIds: [reported.id] })
      .expect(201);
    // Later changes to the chat do not change the copy.
    await send(tomas, chat.id, 'Mensaje 15');
    await t.db.query(`UPDATE messages SET content = 'borrado' WHERE chat_id = $1`, [chat.id]);

    const [report] = (await admin.agent.get('/api/admin/reports?status=open').expect(200)).body;
    expect(report.id).toBe(body.id);
    const [evidence] = report.evidence;
    expect(evidence.content).toBe('Mensaje 8');
    const contents = (lines: { content: string }[]) => lines.map((l) => l.content);
    expect(contents(evidence.context.before)).toEqual([
      'Mensaje 3',
      'Mensaje 4',
      'Mensaje 5',
      'Mensaje 6',
      'Mensaje 7',
    ]);
    expect(contents(evidence.context.after)).toEqual([
      'Mensaje 9',
      'Mensaje 10',
      'Mensaje 11',
      'Mensaje 12',
      'Mensaje 13',
    ]);
    expect(evidence.context.before[0]).toMatchObject({ senderName: 'Tomás', senderId: tomas.user.id });
  });
});
