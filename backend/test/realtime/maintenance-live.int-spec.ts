import { signedInAdmin, signedUp } from '../support/factories';
import { connectSocket, nextEvent } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';

describe('maintenance.changed', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({}, { redis: true, listen: true })));
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('should switch connected clients to and from maintenance live', async () => {
    const persona = await signedUp(t);
    const admin = await signedInAdmin(t);
    const socket = await connectSocket(t.url, persona.cookie);
    try {
      const on = nextEvent(socket, 'maintenance:changed');
      await admin.agent.put('/api/admin/maintenance').send({ isInMaintenance: true }).expect(200);
      expect(await on).toEqual({ isInMaintenance: true });
      const off = nextEvent(socket, 'maintenance:changed');
      await admin.agent.put('/api/admin/maintenance').send({ isInMaintenance: false }).expect(200);
      expect(await off).toEqual({ isInMaintenance: false });
    } finally {
      socket.close();
    }
  });
});
