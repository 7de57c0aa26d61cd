import { randomUUID } from 'node:crypto';
import { openChat } from '../support/factories';
import { liveChatSuite, Signed } from '../support/live-chat';
import { approvedOffers, validatedInstitution, validatedProfessional } from '../support/marketplace-fixtures';
import { nextEvent, sendMessage, TestSocket } from '../support/sockets';
import type { TestApp } from '../support/test-app';

// Every way a stranger gives or asks for a way to talk elsewhere, as a Chilean would write it.
const MOVES_OFF = [
  'Mi celu es +56 9 8765 4321',
  'llámame al 56987654321',
  'anota 9 8765 4321',
  '987654321 ese es mi número',
  'mi fono: 9-8765-4321',
  'fijo de la casa (2) 2345 6789',
  'o al +56 2 2345 6789',
  'en Viña: +56 32 212 3456',
  'escríbeme a rosita.perez@gmail.com',
  'mira este link https://bit.ly/premio-hoy',
  'entra a www.ganaplata.com',
  'escríbeme al wsp',
  'Mejor sigamos por WhatsApp',
  '¿Tienes Telegram?',
  'Háblame por Signal',
  'agrégame en Facebook',
  'llámame al fono de la casa',
];

describe('warnings when a new contact asks to go on elsewhere', () => {
  const suite = liveChatSuite();
  const { twoPeopleInAChat } = suite;
  let t: TestApp;
  beforeAll(() => (t = suite.t));

  const warningsSeenBy = async (who: Signed, chatId: string) =>
    (
      (await who.agent.get(`/api/chats/${chatId}/messages?after=0&limit=200`).expect(200)).body.messages as {
        warning?: string;
      }[]
    ).map((m) => m.warning ?? null);

  const viaSocket = (socket: TestSocket, chatId: string, content: string) =>
    sendMessage(socket, { chatId, clientMessageId: randomUUID(), content });

  it('should flag each phone format, email, link and app, live over the socket, over HTTP and in the catch-up', async () => {
    const { a, b, chatId, sa, sb } = await twoPeopleInAChat();
    for (const [i, content] of MOVES_OFF.entries()) {
      if (i % 2 === 0) {
        const received = nextEvent(sb, 'chat:message');
        const ack = await viaSocket(sa, chatId, content);
        expect({ content, ack }).toMatchObject({ content, ack: { ok: true, data: { warning: 'contact' } } });
        expect(await received).toMatchObject({ content, warning: 'contact' });
      } else {
        const res = await a.agent.post('/api/messages').send({ chatId, clientMessageId: randomUUID(), content });
        expect({ content, status: res.status, warning: res.body.warning }).toEqual({
          content,
          status: 201,
          warning: 'contact',
        });
      }
    }
    // What is said about an app, or a link to our own site, moves no one.
    for (const content of [
      'Mi nieta me enseñó a usar WhatsApp',
      `Mira mi perfil: ${t.url}/mentor/1`,
      'Tengo 78 años',
    ]) {
      const ack = await viaSocket(sa, chatId, content);
      expect({ content, data: (ack as { data: object }).data }).not.toHaveProperty('data.warning');
    }
    expect(await warningsSeenBy(b, chatId)).toEqual([...MOVES_OFF.map(() => 'contact'), null, null, null]);
  });

  it('should say money when a message is both, and nothing in a chat older than 30 days', async () => {
    const { b, chatId, sa } = await twoPeopleInAChat();
    const both = await viaSocket(sa, chatId, 'Escríbeme al wsp y me depositas 20 lucas');
    expect(both).toMatchObject({ ok: true, data: { warning: 'money' } });
    await t.db.query(`UPDATE chats SET created_at = now() - interval '31 days' WHERE id = $1`, [chatId]);
    const old = await viaSocket(sa, chatId, 'escríbeme al wsp: +56 9 8765 4321');
    expect((old as { data: object }).data).not.toHaveProperty('warning');
    expect(await warningsSeenBy(b, chatId)).toEqual(['money', null]);
  });

  it('should not flag contact between two people who had a confirmed meeting, but still flag money', async () => {
    const { b, a, chatId, sa } = await twoPeopleInAChat();
    await t.db.query(
      `INSERT INTO meetings (organizer_id, invitee_id, status, slots, proposed_by_id, duration_minutes, starts_at)
       VALUES ($1, $2, 'proposed', '{}', $1, 30, now() + interval '1 day')`,
      [b.user.id, a.user.id],
    );
    // A meeting only proposed does not count.
    expect(await viaSocket(sa, chatId, 'escríbeme al wsp')).toMatchObject({ data: { warning: 'contact' } });
    await t.db.query(`UPDATE meetings SET status = 'confirmed'`);
    const after = await viaSocket(sa, chatId, 'escríbeme al wsp, mi número es 9 8765 4321');
    expect((after as { data: object }).data).not.toHaveProperty('warning');
    expect(await viaSocket(sa, chatId, 'Préstame 50 lucas')).toMatchObject({ data: { warning: 'money' } });
    expect(await warningsSeenBy(b, chatId)).toEqual(['contact', null, 'money']);
  });

  it('should not flag contact between an institution and the professional it awarded, whoever writes', async () => {
    const hogar = await validatedInstitution(t, 'Hogar Las Rosas');
    const carlos = await validatedProfessional(t, 'Carlos Díaz');
    const chat = await openChat(hogar, carlos);
    const [offerId] = await approvedOffers(t, hogar.user.id, 1);
    const [{ id: applicationId }] = await t.db.query(
      `INSERT INTO applications (job_offer_id, professional_id, cover_letter, status)
       VALUES ($1, $2, 'Tengo experiencia con personas mayores y me encantaría participar.', 'submitted') RETURNING id`,
      [offerId, carlos.user.id],
    );
    const send = (who: Signed, content: string) =>
      who.agent.post('/api/messages').send({ chatId: chat.id, clientMessageId: randomUUID(), content }).expect(201);
    expect((await send(carlos, 'Mi correo es carlos@kine.cl')).body.warning).toBe('contact');
    await t.db.query(`UPDATE applications SET status = 'awarded', awarded_at = now() WHERE id = $1`, [applicationId]);
    expect((await send(carlos, 'Mi correo es carlos@kine.cl')).body).not.toHaveProperty('warning');
    expect((await send(hogar, 'Llámenos al +56 2 2345 6789')).body).not.toHaveProperty('warning');
  });
});
