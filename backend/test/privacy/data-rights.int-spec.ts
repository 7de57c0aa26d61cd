import { randomUUID } from 'node:crypto';
import {
  ChatMessagesPage,
  ChatSummaryResponse,
  OfferApplicationEntry,
  PersonalDataExport,
  PRIVACY_MSG,
} from '@conectando/contracts';
import {
  institutionPayload,
  openChat,
  PASSWORD,
  personaPayload,
  PNG_DATA_URL,
  signedInAdmin,
  signedUp,
  uniqueEmail,
} from '../support/factories';
import { connectSocket, TestSocket } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';
import {
  approvedOffers,
  balance,
  coverLetter,
  ledger,
  offerPayload,
  setTokens,
  validated,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';
import { signedMentor, storedFiles, uploadReady } from '../videos/video-helpers';

type Signed = Awaited<ReturnType<typeof signedUp>>;

/** The parts this test reads (the contract leaves them open: each module writes its own). */
interface ExportedParts {
  profile: Record<string, unknown> & { profileImageUrl: string };
  videos: { id: string; kind: string; videoUrl: string }[];
  chats: { id: string; with: unknown[] }[];
  messages: { content: string; sentByMe: boolean; seq: number }[];
  [key: string]: unknown;
}

describe('data rights: the export and the erasure of an account', () => {
  const sockets: TestSocket[] = [];
  const { t } = appPerSuite({}, { redis: true, listen: true });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await settled(t);
  });

  const say = (who: Signed, chatId: string, content: string) =>
    who.agent.post('/api/messages').send({ chatId, clientMessageId: randomUUID(), content }).expect(201);

  /** Ana, a mentor with a photo, a video and a story, who talks with Beto, blocked Carla and reported her. */
  async function anaWithAHistory() {
    const ana = await signedMentor(t, 'Ana Pérez', { profileImage: PNG_DATA_URL });
    const beto = await signedUp(t, personaPayload({ name: 'Beto Soto' }));
    const carla = await signedUp(t, personaPayload({ name: 'Carla Rojas' }));
    const video = (await uploadReady(ana, { title: 'Pan amasado' })).body as { id: string };
    const story = (await uploadReady(ana, {}, undefined, undefined, '/api/stories')).body as { id: string };
    const chat = await openChat(ana, beto);
    await say(ana, chat.id, 'Hola Beto, ¿cómo está?');
    await say(beto, chat.id, 'Muy bien, gracias Ana');
    const carlaChat = await openChat(carla, ana);
    const scam = (await say(carla, carlaChat.id, 'Hazme una transferencia de $50.000')).body as { id: string };
    await ana.agent
      .post('/api/reports')
      .send({ targetUserId: carla.user.id, reason: 'scam', messageIds: [scam.id] })
      .expect(201);
    await ana.agent.post(`/api/users/${carla.user.id}/block`).expect(204);
    return { ana, beto, carla, chatId: chat.id, videoId: video.id, storyId: story.id };
  }

  describe('GET /api/me/export', () => {
    it('should download everything held about the person as a JSON attachment, and nothing secret', async () => {
      const { ana, beto, carla, chatId, videoId, storyId } = await anaWithAHistory();
      await t.db.query(
        `INSERT INTO payments (user_id, kind, item_id, item_name, tokens, amount, status, buy_order, card_last4, paid_at)
         VALUES ($1, 'pack', 'pack-5', 'Pack 5 tokens', 5, 4990, 'paid', 'cg-export-1', '4242', now())`,
        [ana.user.id],
      );

      const res = await ana.agent.get('/api/me/export').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="mis-datos-conectando-generaciones-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const text = res.text;
      expect(text).not.toMatch(/argon2|password_?hash|passwordHash/i);
      const data = JSON.parse(text) as PersonalDataExport;
      expect(data).toMatchObject({ format: 'conectando-generaciones/datos-personales', userId: ana.user.id });
      const parts = data.parts as ExportedParts;

      expect(parts.profile).toMatchObject({ id: ana.user.id, name: 'Ana Pérez', email: ana.email, mode: 'mentor' });
      expect(parts.profile.profileImageUrl).toMatch(/^\/api\/files\//);
      expect(parts.files).toEqual([
        expect.objectContaining({ purpose: 'profile-image', url: parts.profile.profileImageUrl }),
      ]);
      expect(parts.videos.map((v) => [v.id, v.kind]).sort()).toEqual(
        [
          [videoId, 'skill-video'],
          [storyId, 'story'],
        ].sort(),
      );
      expect(parts.videos[0].videoUrl).toMatch(/^\/api\/skill-videos\/.+\/file$/);

      // The conversations with both sides' messages: they are the person's to read again.
      expect(parts.chats).toHaveLength(2);
      expect(parts.chats.find((c) => c.id === chatId)?.with).toEqual([{ id: beto.user.id, name: 'Beto Soto' }]);
      const contents = parts.messages.map((m) => [m.content, m.sentByMe]);
      expect(contents).toEqual(
        expect.arrayContaining([
          ['Hola Beto, ¿cómo está?', true],
          ['Muy bien, gracias Ana', false],
          ['Hazme una transferencia de $50.000', false],
        ]),
      );
      expect(parts.blocks).toEqual([{ blockedUserId: carla.user.id, createdAt: expect.any(String) }]);
      expect(parts.reports).toEqual([
        expect.objectContaining({
          targetUserId: carla.user.id,
          reason: 'scam',
          evidence: [expect.objectContaining({ content: 'Hazme una transferencia de $50.000' })],
        }),
      ]);
      expect(parts.payments).toEqual([
        expect.objectContaining({ itemName: 'Pack 5 tokens', amount: 4990, status: 'paid', cardLast4: '4242' }),
      ]);
      for (const key of ['applications', 'offers', 'tokenLedger', 'notifications', 'notificationPreferences'])
        expect(parts[key]).toEqual(expect.any(Array));
      expect(parts.meetings).toEqual([]);
      expect(parts.reviews).toEqual({ written: [], received: [] });

      // Nothing of Beto's own account is in Ana's file.
      expect(text).not.toContain(beto.email);
    });

    it('should allow one download per hour per person: the second gets a 429 in Spanish', async () => {
      const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
      const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
      await ana.agent.get('/api/me/export').expect(200);
      const again = await ana.agent.get('/api/me/export').expect(429);
      expect(again.body.message).toBe(PRIVACY_MSG.exportTooSoon);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
      await beto.agent.get('/api/me/export').expect(200);
    });

    it('should refuse someone signed out', async () => {
      await t.http().get('/api/me/export').expect(401);
    });

    it('should write a long history out whole', async () => {
      const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
      const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
      const chat = await openChat(ana, beto);
      await t.db.query(
        `INSERT INTO messages (chat_id, seq, sender_id, client_message_id, content)
         SELECT $1, n, CASE WHEN n % 2 = 0 THEN $2::uuid ELSE $3::uuid END, gen_random_uuid(), 'Mensaje ' || n
           FROM generate_series(1, 4321) n`,
        [chat.id, ana.user.id, beto.user.id],
      );
      const res = await ana.agent.get('/api/me/export').expect(200);
      const { messages } = (JSON.parse(res.text) as PersonalDataExport).parts as ExportedParts;
      expect(messages.map((m) => m.seq)).toEqual(Array.from({ length: 4321 }, (_, i) => i + 1));
    });
  });

  describe('DELETE /api/me', () => {
    it('should change nothing with a wrong or missing password, in Spanish', async () => {
      const ana = await signedUp(t, personaPayload({ name: 'Ana', profileImage: PNG_DATA_URL }));
      const wrong = await ana.agent.delete('/api/me').send({ password: 'no-es-esta' }).expect(403);
      expect(wrong.body.message).toBe(PRIVACY_MSG.wrongPassword);
      const missing = await ana.agent.delete('/api/me').send({}).expect(400);
      expect(missing.body.message).toBe('La contraseña es requerida');
      await ana.agent.get('/api/auth/me').expect(200);
      const [row] = await t.db.query(`SELECT name, email, deleted_at FROM users WHERE id = $1`, [ana.user.id]);
      expect(row).toEqual({ name: 'Ana', email: ana.email, deleted_at: null });
      expect(storedFiles(t)).toHaveLength(1);
    });

    it('should pause after five wrong passwords', async () => {
      const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
      for (let i = 0; i < 5; i++)
        await ana.agent
          .delete('/api/me')
          .send({ password: `mala-${i}` })
          .expect(403);
      await ana.agent.delete('/api/me').send({ password: PASSWORD }).expect(429);
      await ana.agent.get('/api/auth/me').expect(200);
    });

    it('should erase a person: files and videos gone, messages read "Mensaje eliminado", sessions and sockets ended, the email free', async () => {
      const { ana, beto, carla, chatId, videoId } = await anaWithAHistory();
      expect(storedFiles(t).length).toBeGreaterThanOrEqual(3);
      const otherSession = t.agent();
      await otherSession.post('/api/auth/login').send({ email: ana.email, password: PASSWORD }).expect(200);
      const socket = await connectSocket(t.url, ana.cookie);
      sockets.push(socket);
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

      await ana.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);

      expect(await closed).toBe('io server disconnect');
      await ana.agent.get('/api/auth/me').expect(401);
      await otherSession.get('/api/auth/me').expect(401);
      await ana.agent.delete('/api/me').send({ password: PASSWORD }).expect(401);
      const login = await t.http().post('/api/auth/login').send({ email: ana.email, password: PASSWORD }).expect(401);
      expect(login.body.message).toEqual(expect.any(String));
      // Every file and video of hers left the object storage.
      expect(storedFiles(t)).toEqual([]);
      expect(await t.db.query(`SELECT 1 FROM skill_videos`)).toEqual([]);
      await beto.agent.get(`/api/skill-videos/${videoId}`).expect(404);
      await beto.agent.get(`/api/users/${ana.user.id}`).expect(404);

      // Beto keeps the conversation: her messages are erased, his stay, and she has no name.
      const page = (await beto.agent.get(`/api/chats/${chatId}/messages`).expect(200)).body as ChatMessagesPage;
      expect(page.messages.map((m) => m.content)).toEqual([PRIVACY_MSG.deletedMessage, 'Muy bien, gracias Ana']);
      const [summary] = (await beto.agent.get(`/api/chats/user/${beto.user.id}`).expect(200))
        .body as ChatSummaryResponse[];
      expect(summary.otherParticipant.name).toBe(PRIVACY_MSG.deletedName);
      // What Ana reported stays with its evidence; her block is gone with her.
      const reports = await t.db.query(`SELECT reporter_id, evidence FROM reports WHERE target_id = $1`, [
        carla.user.id,
      ]);
      expect(reports).toEqual([
        {
          reporter_id: ana.user.id,
          evidence: [expect.objectContaining({ content: 'Hazme una transferencia de $50.000' })],
        },
      ]);
      expect(await t.db.query(`SELECT 1 FROM user_blocks`)).toEqual([]);

      const [row] = await t.db.query(
        `SELECT name, email, bio, profile_image_file_id, skills, mode, deleted_at FROM users WHERE id = $1`,
        [ana.user.id],
      );
      expect(row).toMatchObject({
        name: PRIVACY_MSG.deletedName,
        bio: null,
        profile_image_file_id: null,
        skills: [],
        mode: 'learner',
        deleted_at: expect.any(Date),
      });
      expect(row.email).not.toContain('prueba.cl');
      expect(await t.db.query(`SELECT 1 FROM "session" WHERE sess->>'userId' = $1`, [ana.user.id])).toEqual([]);

      // The email can register again, as a new account.
      const again = await signedUp(t, personaPayload({ name: 'Ana de nuevo', email: ana.email }));
      expect(again.user.id).not.toBe(ana.user.id);
    });

    it('should close an institution’s open offers with the usual refunds and keep ledger and payments without personal data', async () => {
      const inst = await validated(t, institutionPayload({ name: 'Hogar Sol', institutionName: 'Hogar Sol' }));
      await setTokens(t, inst.user.id, 3);
      await inst.agent.post('/api/offers').send(offerPayload()).expect(201);
      const [openOffer] = await approvedOffers(t, inst.user.id, 1);
      const pro = await validatedProfessional(t, 'Carlos Díaz');
      await setTokens(t, pro.user.id, 2);
      await pro.agent.post('/api/applications').send({ jobOfferId: openOffer, coverLetter }).expect(201);
      expect((await balance(t, pro.user.id)).total).toBe(1);
      await t.db.query(
        `INSERT INTO payments (user_id, kind, item_id, item_name, tokens, amount, status, buy_order, card_last4, authorization_code, paid_at)
         VALUES ($1, 'pack', 'pack-5', 'Pack 5 tokens', 5, 4990, 'paid', 'cg-erase-1', '4242', '123456', now())`,
        [inst.user.id],
      );
      const ledgerBefore = await ledger(t, inst.user.id);
      const [instDocument] = await t.db.query(`SELECT storage_name FROM stored_files WHERE owner_id = $1`, [
        inst.user.id,
      ]);
      expect(storedFiles(t)).toContain(instDocument.storage_name);

      await inst.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);

      // The applicant gets the token back and is told, as when an institution closes an offer.
      expect((await balance(t, pro.user.id)).total).toBe(2);
      expect((await ledger(t, pro.user.id)).map((l) => l.kind)).toEqual(['spend_apply', 'refund_offer_closed']);
      const mine = (await pro.agent.get('/api/my/applications').expect(200)).body as { status: string }[];
      expect(mine.map((a) => a.status)).toEqual(['rejected']);
      const offers = await t.db.query(`SELECT status, closed_reason FROM job_offers ORDER BY created_at`);
      expect(offers).toEqual(
        expect.arrayContaining([
          { status: 'rejected', closed_reason: null },
          { status: 'approved', closed_reason: 'closed_without_award' },
        ]),
      );
      // Tax records stay: the ledger gains the refund of the pending offer and loses nothing.
      const ledgerAfter = await ledger(t, inst.user.id);
      expect(ledgerAfter.slice(0, ledgerBefore.length)).toEqual(ledgerBefore);
      expect(ledgerAfter.slice(ledgerBefore.length).map((l) => l.kind)).toEqual(['refund_offer_rejected']);
      expect(
        await t.db.query(`SELECT amount, status, card_last4, authorization_code FROM payments WHERE user_id = $1`, [
          inst.user.id,
        ]),
      ).toEqual([{ amount: 4990, status: 'paid', card_last4: null, authorization_code: '123456' }]);
      const [row] = await t.db.query(
        `SELECT name, email, institution_name, institution_email, legal_representative, institution_document_file_id
           FROM users WHERE id = $1`,
        [inst.user.id],
      );
      expect(row).toMatchObject({
        name: PRIVACY_MSG.deletedName,
        institution_name: null,
        institution_email: null,
        legal_representative: null,
        institution_document_file_id: null,
      });
      expect(storedFiles(t)).not.toContain(instDocument.storage_name);
      // The admins' lists no longer show the account.
      const admin = await signedInAdmin(t);
      const users = (await admin.agent.get('/api/users').expect(200)).body as { id: string }[];
      expect(users.map((u) => u.id)).not.toContain(inst.user.id);
    });

    it('should withdraw a professional’s pending applications and erase their cover letters', async () => {
      const inst = await validated(t, institutionPayload({ name: 'Hogar Sol', institutionName: 'Hogar Sol' }));
      const [offerId] = await approvedOffers(t, inst.user.id, 1);
      const pro = await validatedProfessional(t, 'Carlos Díaz');
      await setTokens(t, pro.user.id, 1);
      await pro.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201);

      await pro.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);

      const entries = (await inst.agent.get(`/api/offers/${offerId}/applications`).expect(200))
        .body as OfferApplicationEntry[];
      expect(entries.map((e) => [e.application.status, e.application.coverLetter, e.professional.name])).toEqual([
        ['rejected', PRIVACY_MSG.deletedCoverLetter, PRIVACY_MSG.deletedName],
      ]);
      const professionals = (await inst.agent.get('/api/professional-profiles').expect(200)).body as { id: string }[];
      expect(professionals.map((p) => p.id)).not.toContain(pro.user.id);
    });

    it('should cancel the meetings still to come, for the other person too', async () => {
      const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
      const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
      const inAnHour = new Date(Math.ceil((Date.now() + 3_600_000) / 1000) * 1000).toISOString();
      const meeting = (
        await ana.agent
          .post('/api/meetings')
          .send({ inviteeId: beto.user.id, slots: [inAnHour], durationMinutes: 30, topic: 'Tejer a palillo' })
          .expect(201)
      ).body as { id: string };
      const exported = (await ana.agent.get('/api/me/export').expect(200)).body as PersonalDataExport;
      expect(exported.parts.meetings).toEqual([
        expect.objectContaining({ id: meeting.id, status: 'proposed', topic: 'Tejer a palillo' }),
      ]);

      await ana.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);

      expect((await beto.agent.get('/api/meetings').expect(200)).body).toEqual([]);
      const past = (await beto.agent.get('/api/meetings?scope=past').expect(200)).body as { status: string }[];
      expect(past.map((m) => m.status)).toEqual(['cancelled']);
    });

    it('should not let the last admin erase itself, and let one of two', async () => {
      const admin = await signedInAdmin(t);
      const refused = await admin.agent.delete('/api/me').send({ password: PASSWORD }).expect(409);
      expect(refused.body.message).toBe(PRIVACY_MSG.lastAdmin);
      await admin.agent.get('/api/auth/me').expect(200);

      const second = await signedUp(t, personaPayload({ name: 'Otra Admin', email: uniqueEmail('admin') }));
      await t.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [second.user.id]);
      t.forgetCaches();
      await admin.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);
      const last = await second.agent.delete('/api/me').send({ password: PASSWORD }).expect(409);
      expect(last.body.message).toBe(PRIVACY_MSG.lastAdmin);
    });
  });
});
