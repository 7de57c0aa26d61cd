import { personaPayload, signedInAdmin, signedUp, PASSWORD } from '../support/factories';
import { appPerSuite } from '../support/suite-app';

describe('maintenance mode', () => {
  const { t } = appPerSuite({ CONTACT_EMAIL: 'ayuda@conectando.cl' });

  it('should report the status and the contact address to anyone', async () => {
    expect((await t.http().get('/api/maintenance-status').expect(200)).body).toEqual({
      isInMaintenance: false,
      contactEmail: 'ayuda@conectando.cl',
    });
  });

  it('should answer 503 to non-admins while on, and not to admins', async () => {
    const persona = await signedUp(t, personaPayload());
    const admin = await signedInAdmin(t);
    await admin.agent.put('/api/admin/maintenance').send({ isInMaintenance: true }).expect(200);

    const res = await persona.agent.get(`/api/users/${persona.user.id}`).expect(503);
    expect(res.body).toMatchObject({
      statusCode: 503,
      code: 'MAINTENANCE',
      message: expect.stringMatching(/mantenimiento/),
    });
    await admin.agent.get(`/api/users/${persona.user.id}`).expect(200);

    // Auth, health and the status itself stay open so an admin can sign in and the page can tell.
    expect((await t.http().get('/api/maintenance-status').expect(200)).body.isInMaintenance).toBe(true);
    await t.http().get('/api/health').expect(200);
    await t.http().post('/api/auth/login').send({ email: admin.email, password: PASSWORD }).expect(200);

    await admin.agent.put('/api/admin/maintenance').send({ isInMaintenance: false }).expect(200);
    await persona.agent.get(`/api/users/${persona.user.id}`).expect(200);
  });

  it('should let only admins switch it', async () => {
    const persona = await signedUp(t);
    await persona.agent.put('/api/admin/maintenance').send({ isInMaintenance: true }).expect(403);
    await t.http().put('/api/admin/maintenance').send({ isInMaintenance: true }).expect(401);
    expect((await t.http().get('/api/maintenance-status')).body.isInMaintenance).toBe(false);
  });

  it('should refuse a value that is not a boolean', async () => {
    const admin = await signedInAdmin(t);
    await admin.agent.put('/api/admin/maintenance').send({ isInMaintenance: 'si' }).expect(400);
  });
});
