import { getQueueToken } from '@nestjs/bullmq';
import { DOMAIN_EVENTS_QUEUE } from '@conectando/contracts';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { PresenceService } from '../../src/infra/realtime/presence.service';
import { professionalPayload, signedInAdmin, signedUp, openChat } from '../support/factories';
import { connectSocket, eventually, nextEvent, sendMessage, TestSocket } from '../support/sockets';
import { jobHolding } from '../support/event-jobs';
import { createTestApp, TestApp } from '../support/test-app';

/** Two API instances and a worker process, sharing PostgreSQL and Redis, as in docker-compose.yml. */
describe('scale-out', () => {
  let api1: TestApp;
  let api2: TestApp;
  let worker: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    api1 = await createTestApp({ APP_ROLE: 'api' }, { redis: true, listen: true });
    api2 = await createTestApp({ APP_ROLE: 'api' }, { redis: true, listen: true });
    worker = await createTestApp({ APP_ROLE: 'worker' }, { redis: true });
    await api1.reset();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([api1.close(), api2.close(), worker.close()]);
  });

  // Each instance keeps a copy of the session's user and of the maintenance switch; a change made
  // through one instance must reach requests on the other well before the copies would expire (10 s).
  it('should let a professional into the marketplace on every instance once an admin validates them', async () => {
    const pro = await signedUp(api2, professionalPayload());
    await pro.agent.get('/api/offers').expect(403); // instance 2 now holds the account as not validated
    const admin = await signedInAdmin(api1);
    await admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200);
    await eventually(async () => void (await pro.agent.get('/api/offers').expect(200)), 1000);
  });

  it('should close and reopen every instance to non-admins as soon as an admin moves the maintenance switch', async () => {
    const person = await signedUp(api2);
    await person.agent.get('/api/notifications/unread-count').expect(200);
    const admin = await signedInAdmin(api1);
    await admin.agent.put('/api/admin/maintenance').send({ isInMaintenance: true }).expect(200);
    await eventually(async () => void (await person.agent.get('/api/notifications/unread-count').expect(503)), 1000);
    await admin.agent.put('/api/admin/maintenance').send({ isInMaintenance: false }).expect(200);
    await eventually(async () => void (await person.agent.get('/api/notifications/unread-count').expect(200)), 1000);
  });

  it('should deliver a message sent through instance 2 to a client on instance 1', async () => {
    const a = await signedUp(api1);
    const b = await signedUp(api2);
    const chat = await openChat(a, b);
    const onInstance1 = await connectSocket(api1.url, a.cookie);
    const onInstance2 = await connectSocket(api2.url, b.cookie);
    sockets.push(onInstance1, onInstance2);
    const received = nextEvent(onInstance1, 'chat:message');
    const ack = await sendMessage(onInstance2, {
      chatId: chat.id,
      clientMessageId: randomUUID(),
      content: 'Hola desde la instancia 2',
    });
    expect(ack.ok).toBe(true);
    expect(await received).toMatchObject({
      chatId: chat.id,
      senderId: b.user.id,
      content: 'Hola desde la instancia 2',
    });
  });

  it('should know in the worker who is online on any instance: a connected recipient gets no notification, a gone one does', async () => {
    const a = await signedUp(api1);
    const b = await signedUp(api1);
    const chat = await openChat(a, b);
    const sender = await connectSocket(api2.url, a.cookie);
    const recipient = await connectSocket(api1.url, b.cookie);
    sockets.push(sender, recipient);
    const presence = worker.app.get(PresenceService);
    expect(await presence.onlineAmong([a.user.id, b.user.id])).toEqual(new Set([a.user.id, b.user.id]));
    const live = nextEvent(recipient, 'chat:message');
    await sendMessage(sender, { chatId: chat.id, clientMessageId: randomUUID(), content: 'Estás conectada' });
    await live;
    // The worker has handled the message's event (while the recipient was still connected).
    const [{ id }] = await api1.db.query(
      `SELECT id FROM outbox WHERE name = 'chat.message.created' ORDER BY id DESC LIMIT 1`,
    );
    const queue = worker.app.get<Queue>(getQueueToken(DOMAIN_EVENTS_QUEUE));
    await eventually(async () => expect(await (await jobHolding(queue, id))?.getState()).toBe('completed'));
    expect((await b.agent.get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 0 });

    recipient.close();
    await eventually(async () => expect(await presence.onlineAmong([b.user.id])).toEqual(new Set()));
    await sendMessage(sender, { chatId: chat.id, clientMessageId: randomUUID(), content: 'Ahora no estás' });
    await eventually(async () =>
      expect((await b.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 1 }),
    );
    const { items } = (await b.agent.get('/api/notifications').expect(200)).body;
    expect(items).toEqual([expect.objectContaining({ type: 'chat.message', body: 'Ahora no estás' })]);
  });

  it('should push a notification produced by the worker process to a client on instance 1', async () => {
    const pro = await signedUp(api1, professionalPayload());
    const admin = await signedInAdmin(api2);
    const socket = await connectSocket(api1.url, pro.cookie);
    sockets.push(socket);
    const live = nextEvent(socket, 'notification:created', 8000);
    await admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200);
    expect(await live).toMatchObject({ type: 'account.validated' });
  });
});
