import { randomUUID } from 'node:crypto';
import { PUSH_MSG } from '@conectando/contracts';
import { personaPayload, professionalPayload, signedInAdmin, signedUp, openChat } from '../support/factories';
import { browserSubscription, startPushService, verifyVapid } from '../support/push-service';
import { connectSocket, eventually, sendMessage, TestSocket } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';

describe('Web Push', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    push = await startPushService();
    t = await createTestApp(
      { WEB_PUSH_ENDPOINT_ORIGINS: push.origin, VAPID_SUBJECT: 'mailto:contacto@conectando.test' },
      { redis: true, listen: true },
    );
  });
  beforeEach(async () => {
    await t.reset();
    push.received.length = 0;
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const pushesTo = (path: string) => push.received.filter((p) => p.path === path);

  it('should send one signed, encrypted push to each device when an account is validated', async () => {
    const pro = await signedUp(t, professionalPayload());
    const phone = browserSubscription(push.origin);
    const tablet = browserSubscription(push.origin);
    await pro.agent.post('/api/push/subscriptions').send(phone.json).expect(201);
    await pro.agent.post('/api/push/subscriptions').send(phone.json).expect(201);
    await pro.agent.post('/api/push/subscriptions').send(tablet.json).expect(201);
    const { publicKey } = (await t.http().get('/api/push/public-key').expect(200)).body;

    const admin = await signedInAdmin(t);
    await admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200);

    await eventually(() => expect(push.received).toHaveLength(2));
    for (const device of [phone, tablet]) {
      const [received] = pushesTo(device.path);
      expect(device.decrypt(received)).toEqual({
        title: '¡Tu cuenta fue validada!',
        body: 'Ya puedes usar todas las funciones de Conectando Generaciones, incluido el espacio Profesional.',
        url: '/profile',
      });
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      const vapid = verifyVapid(received);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims).toMatchObject({ aud: push.origin, sub: 'mailto:contacto@conectando.test' });
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    }
  });

  async function chatBetween() {
    const ana = await signedUp(t, personaPayload({ name: 'Ana Soto' }));
    const beto = await signedUp(t, personaPayload({ name: 'Beto Rojas' }));
    const chat = await openChat(ana, beto);
    const anaSocket = await connectSocket(t.url, ana.cookie);
    sockets.push(anaSocket);
    const device = browserSubscription(push.origin);
    await beto.agent.post('/api/push/subscriptions').send(device.json).expect(201);
    const say = (content: string) =>
      sendMessage(anaSocket, { chatId: chat.id, clientMessageId: randomUUID(), content });
    return { ana, beto, chatId: chat.id, device, say };
  }

  it('should push each chat message to a person with no open app, under the chat’s topic', async () => {
    const { chatId, device, say } = await chatBetween();
    await say('Hola Beto');
    await eventually(() => expect(pushesTo(device.path)).toHaveLength(1));
    await say('¿Vienes el sábado?');
    await eventually(() => expect(pushesTo(device.path)).toHaveLength(2));
    const [first, second] = pushesTo(device.path);
    expect(device.decrypt(first)).toEqual({
      title: 'Nuevo mensaje de Ana Soto',
      body: 'Hola Beto',
      url: `/chat/${chatId}`,
    });
    expect(device.decrypt(second)).toMatchObject({ body: '¿Vienes el sábado?', url: `/chat/${chatId}` });
    expect(first.headers.topic).toBe(chatId.replace(/-/g, ''));
  });

  it('should not push a chat message to a person who has the app open', async () => {
    const { beto, device, say } = await chatBetween();
    sockets.push(await connectSocket(t.url, beto.cookie));
    await say('Hola Beto');
    await new Promise((r) => setTimeout(r, 1500));
    expect(pushesTo(device.path)).toHaveLength(0);
  });

  it('should respect a person who turned chat pushes off, and keep the feed', async () => {
    const { beto, device, say } = await chatBetween();
    const defaults = (await beto.agent.get('/api/notifications/preferences').expect(200)).body;
    expect(defaults.items).toEqual([
      { type: 'account', push: true, email: true },
      { type: 'marketplace', push: true, email: true },
      { type: 'chat', push: true, email: false },
      { type: 'meetings', push: true, email: true },
      { type: 'skills', push: true, email: false },
    ]);
    await beto.agent
      .put('/api/notifications/preferences')
      .send({ items: [{ type: 'chat', push: false, email: false }] })
      .expect(200);
    await say('Hola Beto');
    await eventually(async () => expect((await beto.agent.get('/api/notifications/unread-count')).body.count).toBe(1));
    await new Promise((r) => setTimeout(r, 1000));
    expect(pushesTo(device.path)).toHaveLength(0);
  });

  it('should forget a device the push service says is gone, and retry one that failed for a while', async () => {
    const { beto, device, say } = await chatBetween();
    const other = browserSubscription(push.origin);
    await beto.agent.post('/api/push/subscriptions').send(other.json).expect(201);
    push.answer(device.path, 410);
    push.answer(other.path, 503);
    await say('Hola Beto');
    await eventually(() => expect(pushesTo(other.path)).toHaveLength(2), 15_000);
    const rows = await t.db.query(`SELECT endpoint FROM push_subscriptions`);
    expect(rows.map((r: { endpoint: string }) => r.endpoint)).toEqual([other.json.endpoint]);
  });

  it('should refuse endpoints outside the allowed push services and bad keys, and store nothing', async () => {
    const person = await signedUp(t);
    const device = browserSubscription('https://169.254.169.254');
    const foreign = await person.agent.post('/api/push/subscriptions').send(device.json).expect(400);
    expect(foreign.body.message).toBe(PUSH_MSG.endpointNotAllowed);
    const plain = await person.agent
      .post('/api/push/subscriptions')
      .send({ ...device.json, endpoint: 'http://127.0.0.1/x' })
      .expect(400);
    expect(plain.body.message).toBe(PUSH_MSG.endpointInvalid);
    const ok = browserSubscription(push.origin);
    const badKeys = await person.agent
      .post('/api/push/subscriptions')
      .send({ ...ok.json, keys: { p256dh: '<script>', auth: 'x' } })
      .expect(400);
    expect(badKeys.body.message).toBe(PUSH_MSG.keysInvalid);
    await t.http().post('/api/push/subscriptions').send(ok.json).expect(401);
    expect(await t.db.query(`SELECT 1 FROM push_subscriptions`)).toHaveLength(0);
  });

  it('should let a person remove only their own device', async () => {
    const owner = await signedUp(t);
    const stranger = await signedUp(t);
    const device = browserSubscription(push.origin);
    await owner.agent.post('/api/push/subscriptions').send(device.json).expect(201);
    await stranger.agent.delete('/api/push/subscriptions').send({ endpoint: device.json.endpoint }).expect(204);
    expect(await t.db.query(`SELECT 1 FROM push_subscriptions`)).toHaveLength(1);
    await owner.agent.delete('/api/push/subscriptions').send({ endpoint: device.json.endpoint }).expect(204);
    expect(await t.db.query(`SELECT 1 FROM push_subscriptions`)).toHaveLength(0);
  });

  it('should refuse malformed preferences with a Spanish message', async () => {
    const person = await signedUp(t);
    const res = await person.agent
      .put('/api/notifications/preferences')
      .send({ items: [{ type: 'spam', push: 'sí', email: true }] })
      .expect(400);
    expect(res.body.message).toBe('Las preferencias de notificaciones no son válidas.');
  });
});
