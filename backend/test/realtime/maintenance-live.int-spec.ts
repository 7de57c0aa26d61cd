import { signedInAdmin, signedUp } from '../support/factories';
import { connectSocket, nextEvent } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';

describe('maintenance.changed', () => {
  const { t } = appPerSuite({}, { redis: true, listen: true });

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
