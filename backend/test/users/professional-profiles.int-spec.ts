import { MARKET_MSG } from '@conectando/contracts';
import { institutionPayload, personaPayload, professionalPayload, signedInAdmin, signedUp } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import { validated, validatedInstitution, validatedProfessional } from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

/** The public card of a validated professional: these fields and no others (no email, documents or flags). */
const PROFILE_FIELDS = [
  'bio',
  'country',
  'id',
  'name',
  'profileImageUrl',
  'ratingAvg',
  'ratingCount',
  'region',
  'specialty',
];

describe('GET /api/professional-profiles', () => {
  const { t } = appPerSuite();
  afterEach(() => settled(t));

  it('should list validated professionals only, best rated first, with their public card and nothing private', async () => {
    const inst = await validatedInstitution(t);
    const ana = await validated(
      t,
      professionalPayload({ name: 'Ana Fuentes', specialty: 'Psicología', region: 'Biobío' }),
    );
    const carlos = await validatedProfessional(t, 'Carlos Díaz');
    await t.db.query(
      `UPDATE users SET rating_avg = 480, rating_count = 12, bio = 'Psicóloga de adultos mayores' WHERE id = $1`,
      [ana.user.id],
    );
    await t.db.query(`UPDATE users SET rating_avg = 410, rating_count = 3 WHERE id = $1`, [carlos.user.id]);
    // Not listed: a professional still in review, a persona and the institution itself.
    const pending = await signedUp(t, professionalPayload({ name: 'Pedro Pendiente' }));
    await signedUp(t, personaPayload({ name: 'Rosa Persona' }));

    const res = await inst.agent.get('/api/professional-profiles').expect(200);
    expect(res.body).toEqual([
      {
        id: ana.user.id,
        name: 'Ana Fuentes',
        specialty: 'Psicología',
        region: 'Biobío',
        country: 'chile',
        bio: 'Psicóloga de adultos mayores',
        profileImageUrl: null,
        ratingAvg: 480,
        ratingCount: 12,
      },
      {
        id: carlos.user.id,
        name: 'Carlos Díaz',
        specialty: 'Kinesiología',
        region: 'Valparaíso',
        country: 'chile',
        bio: null,
        profileImageUrl: null,
        ratingAvg: 410,
        ratingCount: 3,
      },
    ]);
    for (const profile of res.body) expect(Object.keys(profile).sort()).toEqual(PROFILE_FIELDS);
    // Nothing private slips through under another name: no email, certificate or account flags.
    for (const secret of [
      ana.email,
      carlos.email,
      pending.email,
      'certificate',
      'isValidated',
      'isAdmin',
      'password',
    ]) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.body.map((p: { id: string }) => p.id)).not.toContain(pending.user.id);
  });

  it('should let admins read it too', async () => {
    await validatedProfessional(t);
    const admin = await signedInAdmin(t);
    const res = await admin.agent.get('/api/professional-profiles').expect(200);
    expect(res.body).toHaveLength(1);
  });

  it('should refuse everyone else with the marketplace texts (403), and ask a visitor to sign in (401)', async () => {
    await validatedProfessional(t, 'Ana Fuentes');
    const persona = await signedUp(t, personaPayload());
    expect((await persona.agent.get('/api/professional-profiles').expect(403)).body).toMatchObject({
      statusCode: 403,
      message: MARKET_MSG.restricted,
    });
    const pro = await validatedProfessional(t);
    expect((await pro.agent.get('/api/professional-profiles').expect(403)).body.message).toBe(
      MARKET_MSG.onlyInstitutions,
    );
    const unvalidated = await signedUp(t, institutionPayload());
    expect((await unvalidated.agent.get('/api/professional-profiles').expect(403)).body.message).toBe(
      MARKET_MSG.inReview,
    );
    const visitor = await t.http().get('/api/professional-profiles').expect(401);
    expect(visitor.body).not.toBeInstanceOf(Array);
  });
});
