import { PREFERENCES_MSG } from '@conectando/contracts';
import { personaPayload, signedUp, uniqueEmail } from '../support/factories';
import { appPerSuite } from '../support/suite-app';

describe('PATCH /api/me/preferences', () => {
  const { t } = appPerSuite();

  it('keeps the text size on the account: another sign-in gets it, others never see it', async () => {
    const payload = personaPayload({ email: uniqueEmail('letra') });
    const me = await signedUp(t, payload);
    expect((await me.agent.get('/api/auth/me').expect(200)).body.textSize).toBeNull();

    const res = await me.agent.patch('/api/me/preferences').send({ textSize: 'muy-grande' }).expect(200);
    expect(res.body).toMatchObject({ id: me.user.id, name: me.user.name, textSize: 'muy-grande' });
    expect((await me.agent.get('/api/auth/me').expect(200)).body.textSize).toBe('muy-grande');

    const otherDevice = t.agent();
    const signIn = await otherDevice
      .post('/api/auth/login')
      .send({ email: payload.email, password: payload.password })
      .expect(200);
    expect(signIn.body.textSize).toBe('muy-grande');

    const other = await signedUp(t);
    const seen = (await other.agent.get(`/api/users/${me.user.id}`).expect(200)).body;
    expect(seen).not.toHaveProperty('textSize');
  });

  it('refuses an unknown size or extra fields in Spanish and changes nothing', async () => {
    const me = await signedUp(t);
    await me.agent.patch('/api/me/preferences').send({ textSize: 'grande' }).expect(200);
    for (const body of [{ textSize: 'enorme' }, { textSize: 3 }, {}, { textSize: 'x'.repeat(10_000) }]) {
      const res = await me.agent.patch('/api/me/preferences').send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(PREFERENCES_MSG.textSizeInvalid);
    }
    expect((await me.agent.get('/api/auth/me').expect(200)).body.textSize).toBe('grande');
  });

  it('asks for a session', async () => {
    await t.http().patch('/api/me/preferences').send({ textSize: 'grande' }).expect(401);
  });
});
