import { MSG } from '@conectando/contracts';
import { personaPayload, professionalPayload, signedInAdmin, signedUp, uniqueEmail } from '../support/factories';
import { appPerSuite } from '../support/suite-app';

describe('users', () => {
  const { t } = appPerSuite();

  describe('GET /api/users/:id', () => {
    it('should show private fields to the user and only public fields to others', async () => {
      const me = await signedUp(t, professionalPayload());
      const other = await signedUp(t);
      const own = (await me.agent.get(`/api/users/${me.user.id}`).expect(200)).body;
      expect(own).toMatchObject({
        email: me.email,
        certificateUrl: expect.stringMatching(/^\/api\/files\//),
        specialty: 'Kinesiología',
      });
      const seen = (await other.agent.get(`/api/users/${me.user.id}`).expect(200)).body;
      expect(seen).toMatchObject({ name: 'Carlos Díaz', specialty: 'Kinesiología' });
      expect(seen).not.toHaveProperty('email');
      expect(seen).not.toHaveProperty('certificateUrl');
    });

    it('should answer 401 without a session and 404 for an unknown user', async () => {
      const me = await signedUp(t);
      await t.http().get(`/api/users/${me.user.id}`).expect(401);
      const res = await me.agent.get('/api/users/00000000-0000-4000-8000-000000000000').expect(404);
      expect(res.body.message).toBe('Usuario no encontrado');
    });
  });

  describe('PUT /api/users/:id', () => {
    it('should update the own profile', async () => {
      const me = await signedUp(t);
      const res = await me.agent
        .put(`/api/users/${me.user.id}`)
        .send({
          name: 'Ana María',
          email: me.email,
          bio: 'Me gusta tejer',
          location: 'Viña del Mar',
          skills: ['Tejido'],
        })
        .expect(200);
      expect(res.body).toMatchObject({
        name: 'Ana María',
        bio: 'Me gusta tejer',
        location: 'Viña del Mar',
        skills: ['Tejido'],
      });
    });

    it('should apply the edit-profile rules with the spec messages and change nothing', async () => {
      const me = await signedUp(t);
      expect(
        (await me.agent.put(`/api/users/${me.user.id}`).send({ name: '', email: me.email }).expect(400)).body.message,
      ).toBe(MSG.nameRequired);
      expect(
        (await me.agent.put(`/api/users/${me.user.id}`).send({ name: 'X', email: 'malo' }).expect(400)).body.message,
      ).toBe(MSG.emailInvalid);
      expect((await me.agent.get(`/api/users/${me.user.id}`)).body.name).toBe('Ana Pérez');
    });

    it("should answer 403 to a user editing another user's profile", async () => {
      const me = await signedUp(t);
      const victim = await signedUp(t);
      await me.agent.put(`/api/users/${victim.user.id}`).send({ name: 'Hackeado', email: uniqueEmail() }).expect(403);
      expect((await victim.agent.get(`/api/users/${victim.user.id}`)).body.name).toBe('Ana Pérez');
    });

    it('should never change the account type, admin flag or validation', async () => {
      const me = await signedUp(t, professionalPayload());
      await me.agent
        .put(`/api/users/${me.user.id}`)
        .send({ name: 'X', email: me.email, accountType: 'persona', isAdmin: true, isValidated: true })
        .expect(400);
      const [row] = await t.db.query(`SELECT account_type, is_admin, is_validated FROM users WHERE id = $1`, [
        me.user.id,
      ]);
      expect(row).toEqual({ account_type: 'profesional', is_admin: false, is_validated: false });
    });
  });

  describe('PATCH /api/users/:id/role', () => {
    it('should switch only the mode', async () => {
      const me = await signedUp(t, professionalPayload());
      const res = await me.agent.patch(`/api/users/${me.user.id}/role`).send({ role: 'mentor' }).expect(200);
      expect(res.body).toMatchObject({ mode: 'mentor', accountType: 'profesional' });
      expect((await me.agent.get('/api/auth/me')).body).toMatchObject({ mode: 'mentor', accountType: 'profesional' });
    });

    it('should refuse other values and other users', async () => {
      const me = await signedUp(t);
      const other = await signedUp(t);
      await me.agent.patch(`/api/users/${me.user.id}/role`).send({ role: 'institucion' }).expect(400);
      await me.agent.patch(`/api/users/${other.user.id}/role`).send({ role: 'mentor' }).expect(403);
    });
  });

  describe('GET /api/users', () => {
    it('should list every account to admins only', async () => {
      const me = await signedUp(t, personaPayload());
      await me.agent.get('/api/users').expect(403);
      const admin = await signedInAdmin(t);
      const res = await admin.agent.get('/api/users').expect(200);
      expect(res.body.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([me.email, admin.email]));
    });
  });
});
