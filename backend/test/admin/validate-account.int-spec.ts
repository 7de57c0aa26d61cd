import { PASSWORD, institutionPayload, professionalPayload, signedInAdmin, signedUp } from '../support/factories';
import { appPerSuite } from '../support/suite-app';

describe('PATCH /api/admin/users/:userId/validate', () => {
  const { t } = appPerSuite();

  it('should validate a professional, record the decision and let the professional in as validated', async () => {
    const pro = await signedUp(t, professionalPayload());
    const admin = await signedInAdmin(t);
    const res = await admin.agent
      .patch(`/api/admin/users/${pro.user.id}/validate`)
      .send({ adminId: admin.user.id })
      .expect(200);
    expect(res.body).toMatchObject({ userId: pro.user.id, isValidated: true, validatedBy: admin.user.id });
    const audit = await t.db.query(
      `SELECT admin_id, decision, created_at FROM account_validations WHERE user_id = $1`,
      [pro.user.id],
    );
    expect(audit).toEqual([{ admin_id: admin.user.id, decision: 'validated', created_at: expect.any(Date) }]);
    const login = await t.http().post('/api/auth/login').send({ email: pro.email, password: PASSWORD }).expect(200);
    expect(login.body).toMatchObject({ isValidated: true, accountType: 'profesional' });
  });

  it('should record one decision when validated twice', async () => {
    const pro = await signedUp(t, professionalPayload());
    const admin = await signedInAdmin(t);
    await Promise.all([1, 2, 3].map(() => admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200)));
    expect(await t.db.query(`SELECT 1 FROM account_validations WHERE user_id = $1`, [pro.user.id])).toHaveLength(1);
  });

  it('should answer 403 to anyone who is not an admin, and change nothing', async () => {
    const pro = await signedUp(t, professionalPayload());
    const other = await signedUp(t, institutionPayload());
    const res = await other.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    await pro.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(403);
    await t.http().patch(`/api/admin/users/${pro.user.id}/validate`).expect(401);
    expect((await t.db.query(`SELECT is_validated FROM users WHERE id = $1`, [pro.user.id]))[0].is_validated).toBe(
      false,
    );
  });

  it('should answer 404 for an unknown account', async () => {
    const admin = await signedInAdmin(t);
    await admin.agent.patch('/api/admin/users/00000000-0000-4000-8000-000000000000/validate').expect(404);
  });
});

describe('GET /api/admin/pending-users', () => {
  const { t } = appPerSuite();

  it('should list pending professionals and institutions, oldest deadline first, with their documents', async () => {
    const recent = await signedUp(t, professionalPayload({ name: 'Reciente' }));
    const older = await signedUp(t, institutionPayload({ name: 'Antigua' }));
    // Friday 9 October 2026, before the Monday holiday of 12 October.
    await t.db.query(`UPDATE users SET created_at = '2026-10-09T15:00:00-03:00' WHERE id = $1`, [older.user.id]);
    await t.db.query(`UPDATE users SET created_at = '2026-10-20T15:00:00-03:00' WHERE id = $1`, [recent.user.id]);
    const admin = await signedInAdmin(t);
    const res = await admin.agent.get('/api/admin/pending-users').expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: older.user.id,
        accountType: 'institucion',
        institutionName: 'Hogar San José',
        reviewDeadline: '2026-10-19',
        documentUrl: expect.stringMatching(/^\/api\/files\//),
      }),
      expect.objectContaining({
        id: recent.user.id,
        accountType: 'profesional',
        specialty: 'Kinesiología',
        reviewDeadline: '2026-10-27',
      }),
    ]);
  });

  it('should leave out validated accounts and personas', async () => {
    const pro = await signedUp(t, professionalPayload());
    await signedUp(t);
    const admin = await signedInAdmin(t);
    await admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200);
    expect((await admin.agent.get('/api/admin/pending-users').expect(200)).body).toEqual([]);
  });
});
