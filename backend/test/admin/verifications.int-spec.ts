import { USER_MSG, VERIFICATION_MSG, isValidRut, verificationText } from '@conectando/contracts';
import {
  PDF_DATA_URL,
  institutionPayload,
  personaPayload,
  professionalPayload,
  signedInAdmin,
  signedUp,
} from '../support/factories';
import { eventually } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';

describe('badges that say what was checked', () => {
  const { t } = appPerSuite();

  it('should check a RUT by its digit, with or without dots', () => {
    for (const rut of ['12.345.678-5', '12345678-5', '123456785', '7.654.321-6', '11.111.111-1', '10.000.013-k'])
      expect([rut, isValidRut(rut)]).toEqual([rut, true]);
    for (const rut of ['12.345.678-4', '12345678', '1-1', 'abc', '', '0-0', '123.456.789-0'])
      expect([rut, isValidRut(rut)]).toEqual([rut, false]);
  });

  it('should take a RUT and an RNPI number at registration and in the profile, refusing bad ones in Spanish', async () => {
    const bad = await t
      .http()
      .post('/api/auth/register')
      .send(professionalPayload({ rut: '12.345.678-4' }))
      .expect(400);
    expect(bad.body.message).toBe(VERIFICATION_MSG.rutInvalid);
    const badRnpi = await t
      .http()
      .post('/api/auth/register')
      .send(professionalPayload({ rnpiNumber: '12a' }))
      .expect(400);
    expect(badRnpi.body.message).toBe(VERIFICATION_MSG.rnpiInvalid);
    expect(await t.db.query(`SELECT 1 FROM users`)).toEqual([]);

    const pro = await signedUp(t, professionalPayload({ rut: '12.345.678-5', rnpiNumber: '123456' }));
    const me = (await pro.agent.get(`/api/users/${pro.user.id}`).expect(200)).body;
    expect(me).toMatchObject({
      rut: '12345678-5',
      rnpiNumber: '123456',
      verifications: [],
      validationDeclinedReason: null,
    });

    const edit = { name: 'Carlos Díaz', email: pro.email };
    expect(
      (
        await pro.agent
          .put(`/api/users/${pro.user.id}`)
          .send({ ...edit, rut: '7654321-5' })
          .expect(400)
      ).body.message,
    ).toBe(VERIFICATION_MSG.rutInvalid);
    const edited = (
      await pro.agent
        .put(`/api/users/${pro.user.id}`)
        .send({ ...edit, rut: '7.654.321-6', rnpiNumber: '99' })
        .expect(200)
    ).body;
    expect(edited).toMatchObject({ rut: '7654321-6', rnpiNumber: '99' });

    // A persona has no RUT or RNPI number to give.
    const persona = await signedUp(t, personaPayload({ rut: '12.345.678-5' }));
    expect((await persona.agent.get(`/api/users/${persona.user.id}`).expect(200)).body).toMatchObject({
      rut: null,
      rnpiNumber: null,
    });
  });

  it('should validate with the old body and with checks, and show what was checked to others, never the documents', async () => {
    const admin = await signedInAdmin(t);
    const old = await signedUp(t, professionalPayload());
    await admin.agent.patch(`/api/admin/users/${old.user.id}/validate`).send({ adminId: admin.user.id }).expect(200);
    await admin.agent.patch(`/api/admin/users/${old.user.id}/validate`).send({}).expect(200);

    const pro = await signedUp(t, professionalPayload({ rut: '12.345.678-5', rnpiNumber: '123456' }));
    const pending = (await admin.agent.get('/api/admin/pending-users').expect(200)).body as {
      id: string;
      rut: string;
      rnpiNumber: string;
    }[];
    expect(pending.find((p) => p.id === pro.user.id)).toMatchObject({ rut: '12345678-5', rnpiNumber: '123456' });
    expect(
      (
        await admin.agent
          .patch(`/api/admin/users/${pro.user.id}/validate`)
          .send({ checks: ['rnpi', 'ojo'] })
          .expect(400)
      ).body.message,
    ).toBe(VERIFICATION_MSG.checksInvalid);
    const res = await admin.agent
      .patch(`/api/admin/users/${pro.user.id}/validate`)
      .send({ checks: ['rnpi', 'certificate', 'rut'] })
      .expect(200);
    expect(res.body.verifications.map((v: { kind: string }) => v.kind)).toEqual(['rnpi', 'certificate', 'rut']);
    expect(
      await t.db.query(`SELECT decision, checks FROM account_validations WHERE user_id = $1`, [pro.user.id]),
    ).toEqual([{ decision: 'validated', checks: ['rnpi', 'certificate', 'rut'] }]);

    const viewer = await signedUp(t, personaPayload());
    const seen = (await viewer.agent.get(`/api/users/${pro.user.id}`).expect(200)).body;
    expect(seen).toMatchObject({
      rnpiNumber: '123456',
      verifications: [{ kind: 'rnpi', checkedAt: expect.any(String) }, {}, {}],
    });
    expect(seen).not.toHaveProperty('rut');
    expect(seen).not.toHaveProperty('certificateUrl');
    expect(verificationText({ kind: 'rnpi', checkedAt: '2026-12-03T15:00:00Z' }, '123456')).toBe(
      'Verificado: inscrito en el Registro de Prestadores de la Superintendencia de Salud (N° 123456), revisado el 3-12-2026',
    );
  });

  it('should decline with a reason the person reads, leave the queue, and come back with a new document', async () => {
    const admin = await signedInAdmin(t);
    const inst = await signedUp(t, institutionPayload({ rut: '76.543.210-3' }));
    const missing = await admin.agent
      .patch(`/api/admin/users/${inst.user.id}/validate`)
      .send({ decision: 'declined' })
      .expect(400);
    expect(missing.body.message).toBe(VERIFICATION_MSG.reasonRequired);
    const reason = 'El documento no se lee. Envía una foto más nítida del certificado de la Seremi.';
    const declined = await admin.agent
      .patch(`/api/admin/users/${inst.user.id}/validate`)
      .send({ decision: 'declined', reason })
      .expect(200);
    expect(declined.body).toMatchObject({ isValidated: false, declinedReason: reason });
    expect((await inst.agent.get(`/api/users/${inst.user.id}`).expect(200)).body.validationDeclinedReason).toBe(reason);
    await eventually(async () =>
      expect((await inst.agent.get('/api/notifications').expect(200)).body.items).toEqual([
        expect.objectContaining({
          type: 'account.declined',
          title: VERIFICATION_MSG.declinedTitle,
          body: reason,
          link: '/profile',
        }),
      ]),
    );
    expect((await admin.agent.get('/api/admin/pending-users').expect(200)).body).toEqual([]);
    expect((await admin.agent.get('/api/admin/pending-counts').expect(200)).body.users).toBe(0);

    // Only a declined account sends a new document; it goes back in the queue.
    const other = await signedUp(t, institutionPayload());
    expect(
      (await other.agent.put('/api/me/validation-document').send({ document: PDF_DATA_URL }).expect(409)).body.message,
    ).toBe(VERIFICATION_MSG.notDeclined);
    await inst.agent.put('/api/me/validation-document').send({ document: PDF_DATA_URL }).expect(204);
    expect((await inst.agent.get(`/api/users/${inst.user.id}`).expect(200)).body.validationDeclinedReason).toBeNull();
    const queue = (await admin.agent.get('/api/admin/pending-users').expect(200)).body as { id: string }[];
    expect(queue.map((p) => p.id).sort()).toEqual([inst.user.id, other.user.id].sort());
    await admin.agent
      .patch(`/api/admin/users/${inst.user.id}/validate`)
      .send({ checks: ['institution_document'] })
      .expect(200);
    expect(
      (
        await admin.agent
          .patch(`/api/admin/users/${inst.user.id}/validate`)
          .send({ decision: 'declined', reason: 'x' })
          .expect(409)
      ).body.message,
    ).toBe(USER_MSG.alreadyValidated);
    expect(
      await t.db.query(`SELECT decision FROM account_validations WHERE user_id = $1 ORDER BY created_at`, [
        inst.user.id,
      ]),
    ).toEqual([{ decision: 'declined' }, { decision: 'validated' }]);
  });
});
