import { professionalPayload, signedInAdmin, signedUp } from '../support/factories';
import { appWithMailbox } from '../support/app-with-mailbox';
import { connectSocket, eventually, nextEvent, TestSocket } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';

describe('account.validated', () => {
  const sockets: TestSocket[] = [];
  const { t, smtp } = appWithMailbox({}, { redis: true, listen: true });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  it('should notify the professional live and in the feed, tell the admins, and send one email', async () => {
    const pro = await signedUp(t, professionalPayload({ name: 'Carlos Díaz' }));
    const admin = await signedInAdmin(t);
    const [proSocket, adminSocket] = [await connectSocket(t.url, pro.cookie), await connectSocket(t.url, admin.cookie)];
    sockets.push(proSocket, adminSocket);
    const live = nextEvent(proSocket, 'notification:created');
    const validatedLive = nextEvent(proSocket, 'account:validated');
    const queueChanged = nextEvent(adminSocket, 'admin:queue-changed');

    await admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200);

    expect(await live).toMatchObject({
      type: 'account.validated',
      title: '¡Tu cuenta fue validada!',
      link: '/profile',
      readAt: null,
    });
    expect(await validatedLive).toEqual({ userId: pro.user.id });
    expect(await queueChanged).toEqual({ queue: 'users' });
    const feed = (await pro.agent.get('/api/notifications').expect(200)).body;
    expect(feed.items).toHaveLength(1);
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    expect(smtp.mails[0].to).toEqual([pro.email]);
    expect(smtp.mails[0].raw).toMatch(/Subject: Tu cuenta en Conectando Generaciones fue validada/);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('GET/PATCH /api/notifications', () => {
  const { t } = appPerSuite();

  const seed = async (userId: string, n: number) => {
    for (let i = 0; i < n; i++) {
      await t.db.query(
        `INSERT INTO notifications (user_id, type, title, body, link, created_at) VALUES ($1, 'chat.message', $2, 'texto', '/chats', now() - make_interval(mins => $3))`,
        [userId, `Aviso ${i}`, i],
      );
    }
  };

  it('should page the own feed newest first and count the unread', async () => {
    const me = await signedUp(t);
    await seed(me.user.id, 25);
    const first = (await me.agent.get('/api/notifications').expect(200)).body;
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe('Aviso 0');
    const second = (await me.agent.get(`/api/notifications?cursor=${first.nextCursor}`).expect(200)).body;
    expect(second.items.map((n: { title: string }) => n.title)).toEqual([
      'Aviso 20',
      'Aviso 21',
      'Aviso 22',
      'Aviso 23',
      'Aviso 24',
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await me.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 25 });
  });

  it('should mark one, then all, as read; never another user’s', async () => {
    const me = await signedUp(t);
    const other = await signedUp(t);
    await seed(me.user.id, 3);
    const [first] = (await me.agent.get('/api/notifications')).body.items;
    await other.agent.patch(`/api/notifications/${first.id}/read`).expect(404);
    expect((await me.agent.patch(`/api/notifications/${first.id}/read`).expect(200)).body.readAt).toEqual(
      expect.any(String),
    );
    expect((await me.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 2 });
    await me.agent.patch('/api/notifications/read-all').expect(200);
    expect((await me.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
    await t.http().get('/api/notifications').expect(401);
  });
});
