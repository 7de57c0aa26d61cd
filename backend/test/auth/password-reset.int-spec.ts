import { MSG, PASSWORD_RESET_MSG } from '@conectando/contracts';
import { PASSWORD, signedUp, uniqueEmail } from '../support/factories';
import { readMail } from '../support/smtp';
import { appWithMailbox } from '../support/app-with-mailbox';
import { connectSocket, eventually, TestSocket } from '../support/sockets';

const NEW_PASSWORD = 'nueva-clave-segura-7';
const PUBLIC_URL = 'https://conectando.example';

describe('password recovery', () => {
  const sockets: TestSocket[] = [];
  const { t, smtp } = appWithMailbox({ PUBLIC_URL }, { redis: true, listen: true });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  const requestReset = (email: string) => t.http().post('/api/auth/password-reset').send({ email }).expect(202);

  async function linkTokenFor(email: string): Promise<string> {
    await eventually(() => expect(smtp.mails.filter((m) => m.to.includes(email)).length).toBeGreaterThan(0));
    const mail = await readMail(smtp.mails.filter((m) => m.to.includes(email)).at(-1)!);
    const match = new RegExp(`${PUBLIC_URL}/restablecer-contrasena\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(match).not.toBeNull();
    return match![1];
  }

  it('should send a Spanish email with a single-use link, set the new password and end every session', async () => {
    const { email, agent, cookie } = await signedUp(t);
    const socket = await connectSocket(t.url, cookie);
    sockets.push(socket);
    const disconnected = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));

    const answer = await requestReset(email);
    expect(answer.body).toEqual({ message: PASSWORD_RESET_MSG.requested });
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    const mail = await readMail(smtp.mails[0]);
    expect(mail.subject).toBe(PASSWORD_RESET_MSG.emailSubject);
    expect(mail.text).toContain('vence en 60 minutos');
    expect(mail.html).toContain('Crear una contraseña nueva');
    const token = await linkTokenFor(email);
    // Only a hash is stored.
    const stored = await t.db.query(`SELECT token_hash FROM password_reset_tokens`);
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0].token_hash).toString('base64url')).not.toBe(token);

    // The page asks whether the link works as it opens.
    await t.http().post('/api/auth/password-reset/check').send({ token }).expect(204);
    await t.http().post('/api/auth/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(204);

    await disconnected;
    await agent.get('/api/auth/me').expect(401);
    await t.http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
    await t.http().post('/api/auth/login').send({ email, password: NEW_PASSWORD }).expect(200);
    // The link was spent.
    const reused = await t
      .http()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'otra-clave-nueva-9' })
      .expect(400);
    expect(reused.body.message).toBe(PASSWORD_RESET_MSG.linkInvalid);
    // Opened again, its page says so before asking for a password.
    const spent = await t.http().post('/api/auth/password-reset/check').send({ token }).expect(404);
    expect(spent.body.message).toBe(PASSWORD_RESET_MSG.linkInvalid);
  });

  it('should answer an unknown email exactly as a known one, and send nothing', async () => {
    const { email } = await signedUp(t);
    const known = await requestReset(email);
    const unknown = await requestReset(uniqueEmail());
    expect(unknown.body).toEqual(known.body);
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    expect(smtp.mails[0].to).toEqual([email]);
  });

  it('should refuse an expired or unknown link and change nothing', async () => {
    const { email } = await signedUp(t);
    await requestReset(email);
    const token = await linkTokenFor(email);
    await t.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
    const expired = await t
      .http()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: NEW_PASSWORD })
      .expect(400);
    expect(expired.body.message).toBe(PASSWORD_RESET_MSG.linkInvalid);
    await t.http().post('/api/auth/password-reset/check').send({ token }).expect(404);
    await t
      .http()
      .post('/api/auth/password-reset/check')
      .send({ token: 'a'.repeat(43) })
      .expect(404);
    await t.http().post('/api/auth/password-reset/check').send({ token: 'x' }).expect(400);
    const unknown = await t
      .http()
      .post('/api/auth/password-reset/confirm')
      .send({ token: 'a'.repeat(43), password: NEW_PASSWORD })
      .expect(400);
    expect(unknown.body.message).toBe(PASSWORD_RESET_MSG.linkInvalid);
    await t.http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  });

  it('should apply the registration rules to the new password', async () => {
    const { email } = await signedUp(t);
    await requestReset(email);
    const token = await linkTokenFor(email);
    const short = await t.http().post('/api/auth/password-reset/confirm').send({ token, password: '123' }).expect(400);
    expect(short.body.message).toBe(MSG.passwordMin);
    const common = await t
      .http()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'password123' })
      .expect(400);
    expect(common.body.message).toBe(MSG.passwordTooCommon);
    // A refused password does not spend the link.
    await t.http().post('/api/auth/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(204);
  });

  it('should send at most 5 emails per account in 15 minutes, with the same answer every time', async () => {
    const { email } = await signedUp(t);
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await requestReset(email)).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await eventually(() => expect(smtp.mails).toHaveLength(5));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails).toHaveLength(5);
  });

  it('should refuse a malformed email with the spec message', async () => {
    const res = await t.http().post('/api/auth/password-reset').send({ email: 'no-es-un-email' }).expect(400);
    expect(res.body.message).toBe(MSG.emailInvalid);
  });
});
