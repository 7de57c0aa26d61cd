import { randomUUID } from 'node:crypto';
import type { DomainEventMap, DomainEventName } from '@conectando/contracts';
import { OutboxService } from '../../src/infra/events/outbox.service';
import { ChatSendingService } from '../../src/modules/chat/chat-sending.service';
import type { User } from '../../src/modules/users/entities/user.entity';
import { openChat, PASSWORD, signedUp } from '../support/factories';
import { appPerSuite } from '../support/suite-app';

type Kind = 'string' | 'number' | 'boolean' | 'string[]' | readonly string[];

// The event map's type, spelled out at run time: the compiler insists on every event and every key
// (none optional), so a field added to the map without its place here fails the type check.
const SHAPES: { [N in DomainEventName]: { [K in keyof DomainEventMap[N]]-?: Kind } } = {
  'account.validated': { userId: 'string', adminId: 'string' },
  'account.erased': { userId: 'string' },
  'account.registered': { userId: 'string', accountType: ['profesional', 'institucion'] },
  'offer.submitted': { offerId: 'string', institutionId: 'string', resubmitted: 'boolean' },
  'offer.approved': { offerId: 'string', institutionId: 'string' },
  'offer.rejected': { offerId: 'string', institutionId: 'string', reason: 'string' },
  'application.submitted': {
    applicationId: 'string',
    offerId: 'string',
    professionalId: 'string',
    institutionId: 'string',
  },
  'application.awarded': {
    applicationId: 'string',
    offerId: 'string',
    professionalId: 'string',
    institutionId: 'string',
    offerTitle: 'string',
    institutionName: 'string',
    awardedAt: 'string',
  },
  'application.rejected': {
    applicationId: 'string',
    offerId: 'string',
    professionalId: 'string',
    reason: ['awarded_other', 'offer_closed'],
    refunded: 'boolean',
  },
  'application.read': { applicationId: 'string', offerId: 'string', professionalId: 'string', readAt: 'string' },
  'offer.closed': { offerId: 'string', institutionId: 'string', reason: ['awarded', 'closed_without_award'] },
  'chat.message.created': {
    chatId: 'string',
    messageId: 'string',
    senderId: 'string',
    recipientIds: 'string[]',
    seq: 'number',
  },
  'tokens.renewed': { userId: 'string', month: 'string', amount: 'number' },
  'maintenance.changed': { isInMaintenance: 'boolean', adminId: 'string' },
  'payment.paid': { userId: 'string', paymentId: 'string' },
  'payment.refunded': { userId: 'string', paymentId: 'string' },
  'payment.renewal_failed': { userId: 'string', paymentId: 'string', lapsed: 'boolean' },
  'meeting.changed': {
    meetingId: 'string',
    change: ['proposed', 'confirmed', 'declined', 'cancelled', 'rescheduled'],
    status: ['proposed', 'confirmed', 'declined', 'cancelled'],
    actorId: 'string',
    otherId: 'string',
    version: 'number',
  },
  'live_class.changed': {
    classId: 'string',
    change: ['created', 'updated', 'rescheduled', 'cancelled'],
    mentorId: 'string',
    version: 'number',
  },
  'live_class.seat': { classId: 'string', userId: 'string', status: ['enrolled', 'waitlisted', 'promoted'] },
  'review.created': { reviewId: 'string', reviewerId: 'string', revieweeId: 'string' },
  'reviews.published': { reviewIds: 'string[]', revieweeIds: 'string[]' },
  'report.created': { reportId: 'string', targetId: 'string' },
  'report.reviewed': {
    reportId: 'string',
    targetId: 'string',
    adminId: 'string',
    action: ['dismiss', 'warn', 'suspend'],
  },
  'account.declined': { userId: 'string', adminId: 'string' },
  'account.resubmitted': { userId: 'string' },
  'help.requested': { requestId: 'string' },
  'help.replied': { requestId: 'string', replyId: 'string' },
  'help.status_changed': { requestId: 'string', status: ['open', 'closed'] },
  'user.reinstated': { userId: 'string', adminId: 'string' },
  'video.ready': { videoId: 'string', userId: 'string', skillName: 'string' },
  'story.commented': { commentId: 'string', storyId: 'string', authorId: 'string', storyAuthorId: 'string' },
};

const fits = (value: unknown, kind: Kind): boolean =>
  typeof kind !== 'string'
    ? kind.includes(value as string)
    : kind === 'string[]'
      ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : typeof value === kind;

/** A stored payload read as its event's type: exactly the map's keys, each of its kind. */
function parsePayload<N extends DomainEventName>(name: N, payload: Record<string, unknown>): DomainEventMap[N] {
  const shape = SHAPES[name] as Record<string, Kind>;
  const wrong = [
    ...Object.keys(payload)
      .filter((key) => !(key in shape))
      .map((key) => `${key}: not in the map`),
    ...Object.entries(shape)
      .filter(([key, kind]) => !fits(payload[key], kind))
      .map(([key, kind]) => `${key}: ${JSON.stringify(payload[key])} is not ${JSON.stringify(kind)}`),
  ];
  if (wrong.length) throw new Error(`${name}: ${wrong.join('; ')}`);
  return payload as DomainEventMap[N];
}

describe('what the outbox stores, read as the event map says', () => {
  const { t } = appPerSuite();

  type StoredEvent = { name: DomainEventName; payload: Record<string, unknown> };
  const stored = (): Promise<StoredEvent[]> =>
    t.db.query<StoredEvent[]>(`SELECT name, payload FROM outbox ORDER BY id`);

  it('should store chat messages, sent alone or together, as chat.message.created', async () => {
    const [ana, beto, carla] = [await signedUp(t), await signedUp(t), await signedUp(t)];
    const chats = t.app.get(ChatSendingService);
    const as = (who: { user: { id: string } }) => ({ id: who.user.id }) as User;
    const [anaBeto, betoCarla] = [(await openChat(ana, beto)).id, (await openChat(beto, carla)).id];
    await chats.send(as(ana), { chatId: anaBeto, clientMessageId: randomUUID(), content: 'Hola' });
    // Sent in one turn, to different chats: they share the writer's set-based statement.
    await Promise.all([
      chats.send(as(beto), { chatId: anaBeto, clientMessageId: randomUUID(), content: 'Hola Ana' }),
      chats.send(as(carla), { chatId: betoCarla, clientMessageId: randomUUID(), content: 'Hola Beto' }),
    ]);
    const events = (await stored()).filter((e) => e.name === 'chat.message.created');
    const payloads = events.map((e) => parsePayload('chat.message.created', e.payload));
    expect(
      payloads.map(({ chatId, seq, senderId, recipientIds }) => ({ chatId, seq, senderId, recipientIds })),
    ).toEqual([
      { chatId: anaBeto, seq: 1, senderId: ana.user.id, recipientIds: [beto.user.id] },
      { chatId: anaBeto, seq: 2, senderId: beto.user.id, recipientIds: [ana.user.id] },
      { chatId: betoCarla, seq: 1, senderId: carla.user.id, recipientIds: [beto.user.id] },
    ]);
  });

  it('should store every event written by add() as its type, and refuse to write outside a transaction', async () => {
    const outbox = t.app.get(OutboxService);
    await signedUp(t);
    await t.db.transaction((tx) =>
      outbox.add(tx, 'application.rejected', {
        applicationId: randomUUID(),
        offerId: randomUUID(),
        professionalId: randomUUID(),
        reason: 'offer_closed',
        refunded: true,
      }),
    );
    const events = await stored();
    expect(events.map((e) => e.name)).toContain('application.rejected');
    for (const event of events) expect(() => parsePayload(event.name, event.payload)).not.toThrow();
    await expect(
      outbox.add(t.db.manager, 'maintenance.changed', { isInMaintenance: true, adminId: 'x' }),
    ).rejects.toThrow('must be written inside a transaction');
  });

  it('should store an erased account as account.erased, once', async () => {
    const ana = await signedUp(t);
    await ana.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);
    const events = (await stored()).filter((e) => e.name === 'account.erased');
    expect(events.map((e) => parsePayload('account.erased', e.payload))).toEqual([{ userId: ana.user.id }]);
  });

  it('should refuse a payload that is not the map’s', () => {
    expect(() =>
      parsePayload('chat.message.created', { chatId: 'c', messageId: 'm', senderId: 's', seq: '1' }),
    ).toThrow(/recipientIds: undefined is not "string\[\]"; seq: "1" is not "number"/);
  });
});
