import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { countRows, personaPayload, signedInAdmin, signedUp, uniqueEmail, openChat } from '../support/factories';
import { connectSocket, emitRaw, TestSocket } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';
import {
  approvedOffers,
  coverLetter,
  offerPayload,
  setTokens,
  validatedInstitution,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

/**
 * Issue 17, item 7: for every route and socket event that takes input, generated bad inputs never
 * answer 500, always answer with a Spanish message, and a refused one stores nothing.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
// What class-validator, Express or Nest say when an English message leaks through.
const ENGLISH =
  /\b(must|should|property|expected|unexpected|cannot|bad request|internal server|failed|is not|undefined|null|error)\b/i;
// Tables a request writes in its own transaction (notifications come later, from events).
const TABLES = [
  'users',
  'stored_files',
  'chats',
  'messages',
  'job_offers',
  'applications',
  'skill_videos',
  'token_ledger',
  'skill_progress',
];

const nested = (depth: number): unknown => (depth === 0 ? [] : [nested(depth - 1)]);
const badNumber = fc.oneof(
  fc.constantFrom(
    99_999_999_999,
    -99_999_999_999,
    1e12,
    -1,
    -5,
    0,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
    -0,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\u202Eevil',
    '💥'.repeat(3000),
    ' ',
    '',
    '2026-99-99',
    '1e12',
    '-5',
    'NaN',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badNumber,
  oddString,
  fc.boolean(),
  fc.constant(null),
  fc.integer({ min: 20, max: 40 }).map(nested),
  fc.array(fc.oneof(badNumber, oddString), { maxLength: 50 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(badNumber, oddString), { maxKeys: 5 }),
);

/** A valid payload with one thing wrong: a field replaced, a property added, or not an object at all. */
const mutated = (base: Record<string, unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...Object.keys(base)), badValue).map(([key, value]) => ({ ...base, [key]: value })),
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !(k in base) && k !== '__proto__'),
        badValue,
      )
      .map(([key, value]) => ({ ...base, [key]: value })),
    badValue,
  );

// Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it).
const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const queryOf = (keys: string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })),
        fc.oneof(
          oddString.filter((s) => s.length < 2000),
          badNumber.map(String),
        ),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .chain((pairs) => fc.constantFrom('', '&bad=%E0%A4%A', '&%zz').map((tail) => ({ pairs, tail })))
    .map(({ pairs, tail }) => pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&') + tail);

const expectSpanishRefusal = (label: string, status: number, body: { message?: unknown } | undefined) => {
  expect({ label, status, below500: status < 500 }).toEqual({ label, status, below500: true });
  if (status >= 400) {
    expect(typeof body?.message).toBe('string');
    expect((body!.message as string).length).toBeGreaterThan(0);
    expect({ label, message: body!.message }).not.toEqual({ label, message: expect.stringMatching(ENGLISH) });
  }
};

const snapshot = async (t: TestApp): Promise<Record<string, number>> =>
  (
    await t.db.query(`SELECT ${TABLES.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`)
  )[0];

describe('fuzzing every input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        UPLOADS_PER_HOUR: '100000',
        CHAT_ATTACHMENTS_PER_HOUR: '100000',
        SOCKET_EVENTS_PER_SECOND: '100000',
        SOCKET_EVENTS_PER_SECOND_PER_USER: '100000',
      },
      { listen: true },
    );
    await t.reset();
  }, 60_000);
  afterAll(() => t.close());

  it('should answer every generated bad HTTP input below 500, in Spanish, storing nothing', async () => {
    const persona = await signedUp(t);
    const other = await signedUp(t);
    const mentor = await signedUp(t, personaPayload({ name: 'Mentora Fuzz', email: uniqueEmail('mentor') }));
    await mentor.agent.patch(`/api/users/${mentor.user.id}/role`).send({ role: 'mentor' }).expect(200);
    const admin = await signedInAdmin(t);
    const inst = await validatedInstitution(t);
    const pro = await validatedProfessional(t);
    await setTokens(t, inst.user.id, 1000);
    await setTokens(t, pro.user.id, 1000);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const chat = await openChat(persona, other);

    type Agent = typeof persona.agent;
    type Route = {
      label: string;
      agent: Agent;
      method: 'post' | 'put' | 'patch' | 'get' | 'delete';
      // For inputs that go in the address: the path with the generated value in it.
      path: string | ((value: string) => string);
      input: fc.Arbitrary<unknown>;
      query?: boolean;
      multipart?: boolean;
    };
    // A bad value in place of an id or a name in the address, percent-encoded as a browser sends it.
    const inPath = (
      label: string,
      agent: Agent,
      method: Route['method'],
      pathOf: (value: string) => string,
    ): Route => ({
      label,
      agent,
      method,
      path: (value) => pathOf(pct(value) || 'x'),
      input: oddString,
    });
    const routes: Route[] = [
      {
        label: 'POST /api/auth/register',
        agent: t.agent(),
        method: 'post',
        path: '/api/auth/register',
        input: mutated(personaPayload({ email: 'fuzz@prueba.cl' })),
      },
      {
        label: 'POST /api/auth/login',
        agent: t.agent(),
        method: 'post',
        path: '/api/auth/login',
        input: mutated({ email: persona.email, password: 'otra-clave' }),
      },
      {
        label: 'PUT /api/users/:id',
        agent: persona.agent,
        method: 'put',
        path: `/api/users/${persona.user.id}`,
        input: mutated({
          name: 'Ana',
          email: persona.email,
          bio: 'Hola',
          region: 'Valparaíso',
          country: 'chile',
          skills: ['Tejido'],
        }),
      },
      {
        label: 'PATCH /api/users/:id/role',
        agent: persona.agent,
        method: 'patch',
        path: `/api/users/${persona.user.id}/role`,
        input: mutated({ role: 'learner' }),
      },
      {
        label: 'PUT /api/users/:id/skills',
        agent: persona.agent,
        method: 'put',
        path: `/api/users/${persona.user.id}/skills`,
        input: mutated({ skills: ['Tejido'] }),
      },
      {
        label: 'POST /api/chats',
        agent: persona.agent,
        method: 'post',
        path: '/api/chats',
        input: mutated({ participantIds: [persona.user.id, other.user.id] }),
      },
      {
        label: 'POST /api/messages',
        agent: persona.agent,
        method: 'post',
        path: '/api/messages',
        input: mutated({ chatId: chat.id, clientMessageId: randomUUID(), content: 'hola' }),
      },
      {
        label: 'GET /api/chats/:id/messages',
        agent: persona.agent,
        method: 'get',
        path: `/api/chats/${chat.id}/messages`,
        input: queryOf(['after', 'before', 'limit']),
        query: true,
      },
      {
        label: 'GET /api/notifications',
        agent: persona.agent,
        method: 'get',
        path: '/api/notifications',
        input: queryOf(['cursor', 'limit']),
        query: true,
      },
      {
        label: 'GET /api/skill-videos',
        agent: persona.agent,
        method: 'get',
        path: '/api/skill-videos',
        input: queryOf(['category', 'skill', 'q', 'page', 'pageSize']),
        query: true,
      },
      {
        label: 'GET /api/offers',
        agent: pro.agent,
        method: 'get',
        path: '/api/offers',
        input: queryOf(['serviceType', 'modality', 'location']),
        query: true,
      },
      {
        label: 'POST /api/skill-videos',
        agent: mentor.agent,
        method: 'post',
        path: '/api/skill-videos',
        input: mutated({ title: 'Punto', skillName: 'Tejido', duration: '12' }),
        multipart: true,
      },
      {
        label: 'POST /api/stories',
        agent: mentor.agent,
        method: 'post',
        path: '/api/stories',
        input: mutated({ title: 'Historia', duration: '12' }),
        multipart: true,
      },
      {
        label: 'POST /api/chats/:chatId/attachments',
        agent: persona.agent,
        method: 'post',
        path: `/api/chats/${chat.id}/attachments`,
        input: mutated({ clientMessageId: randomUUID() }),
        multipart: true,
      },
      inPath(
        'GET /api/chats/:chatId/attachments/:messageId',
        persona.agent,
        'get',
        (v) => `/api/chats/${chat.id}/attachments/${v}`,
      ),
      {
        label: 'POST /api/offers',
        agent: inst.agent,
        method: 'post',
        path: '/api/offers',
        input: mutated(offerPayload()),
      },
      {
        label: 'PATCH /api/offers/:id/status',
        agent: admin.agent,
        method: 'patch',
        path: `/api/offers/${offerId}/status`,
        input: mutated({ status: 'rejected', rejectionReason: 'No corresponde' }),
      },
      {
        label: 'POST /api/applications',
        agent: pro.agent,
        method: 'post',
        path: '/api/applications',
        input: mutated({ jobOfferId: offerId, coverLetter, proposedRate: 28000 }),
      },
      {
        label: 'POST /api/premium/subscribe',
        agent: pro.agent,
        method: 'post',
        path: '/api/premium/subscribe',
        input: mutated({ planId: 'no-existe' }),
      },
      {
        label: 'POST /api/payments',
        agent: pro.agent,
        method: 'post',
        path: '/api/payments',
        input: mutated({ packId: 'no-existe' }),
      },
      {
        label: 'PUT /api/admin/maintenance',
        agent: admin.agent,
        method: 'put',
        path: '/api/admin/maintenance',
        input: mutated({ isInMaintenance: false }).filter(
          (v) => (v as { isInMaintenance?: unknown } | null)?.isInMaintenance !== true,
        ),
      },
      {
        label: 'POST /api/auth/password-reset',
        agent: t.agent(),
        method: 'post',
        path: '/api/auth/password-reset',
        input: mutated({ email: persona.email }),
      },
      {
        label: 'POST /api/auth/password-reset/check',
        agent: t.agent(),
        method: 'post',
        path: '/api/auth/password-reset/check',
        input: mutated({ token: 'a'.repeat(43) }),
      },
      {
        label: 'POST /api/auth/password-reset/confirm',
        agent: t.agent(),
        method: 'post',
        path: '/api/auth/password-reset/confirm',
        input: mutated({ token: 'a'.repeat(43), password: 'otra-clave-123' }),
      },
      {
        label: 'PUT /api/notifications/preferences',
        agent: persona.agent,
        method: 'put',
        path: '/api/notifications/preferences',
        input: mutated({ items: [{ type: 'chat', push: true, email: false }] }),
      },
      {
        label: 'POST /api/push/subscriptions',
        agent: persona.agent,
        method: 'post',
        path: '/api/push/subscriptions',
        input: mutated({
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
        }),
      },
      {
        label: 'DELETE /api/push/subscriptions',
        agent: persona.agent,
        method: 'delete',
        path: '/api/push/subscriptions',
        input: mutated({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }),
      },
      {
        label: 'GET /api/professional-profiles',
        agent: inst.agent,
        method: 'get',
        path: '/api/professional-profiles',
        input: queryOf(['q', 'serviceType', 'region', 'page', 'pageSize']),
        query: true,
      },
      {
        label: 'GET /api/stories',
        agent: persona.agent,
        method: 'get',
        path: '/api/stories',
        input: queryOf(['page', 'pageSize', 'q']),
        query: true,
      },
      inPath(
        'POST /api/users/:id/skills/:skill/practice',
        persona.agent,
        'post',
        (v) => `/api/users/${persona.user.id}/skills/${v}/practice`,
      ),
      inPath('GET /api/users/:id', persona.agent, 'get', (v) => `/api/users/${v}`),
      inPath('GET /api/mentors/:id', persona.agent, 'get', (v) => `/api/mentors/${v}`),
      inPath('GET /api/skills/:skillName/videos', persona.agent, 'get', (v) => `/api/skills/${v}/videos`),
      inPath('GET /api/offers/:id', pro.agent, 'get', (v) => `/api/offers/${v}`),
      inPath('GET /api/chats/user/:userId', persona.agent, 'get', (v) => `/api/chats/user/${v}`),
      inPath(
        'POST /api/users/:id/saved-videos/:videoId',
        persona.agent,
        'post',
        (v) => `/api/users/${persona.user.id}/saved-videos/${v}`,
      ),
      inPath('POST /api/applications/:id/award', inst.agent, 'post', (v) => `/api/applications/${v}/award`),
      inPath('PATCH /api/admin/users/:userId/validate', admin.agent, 'patch', (v) => `/api/admin/users/${v}/validate`),
    ];

    for (const route of routes) {
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(route.input, async (input) => {
          const before = await snapshot(t);
          let req;
          if (typeof route.path === 'function') {
            req = route.agent[route.method](route.path(input as string));
          } else if (route.query) {
            req = route.agent.get(`${route.path}?${input as string}`);
          } else if (route.multipart) {
            req = route.agent.post(route.path);
            const fields =
              input !== null && typeof input === 'object' && !Array.isArray(input)
                ? (input as Record<string, unknown>)
                : { title: input };
            for (const [k, v] of Object.entries(fields))
              req.field(k || 'x', typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null'));
          } else {
            req = route.agent[route.method](route.path)
              .set('Content-Type', 'application/json')
              .send(JSON.stringify(input) ?? 'null');
          }
          const res = await req;
          expectSpanishRefusal(route.label, res.status, res.body as { message?: unknown });
          if (res.status >= 400)
            expect({ route: route.label, tables: await snapshot(t) }).toEqual({ route: route.label, tables: before });
        }),
        // No shrinking: each step is a request, and the first counterexample already names the route and input.
        { numRuns: RUNS, endOnFailure: true },
      );
      await settled(t);
      if (process.env.FUZZ_TIMES) console.log(`${route.label}: ${Date.now() - started} ms`);
    }
  }, 240_000);

  it('should answer every generated bad socket event with an ack in Spanish, storing nothing', async () => {
    const a = await signedUp(t);
    const b = await signedUp(t);
    const chat = await openChat(a, b);
    const socket: TestSocket = await connectSocket(t.url, a.cookie);
    try {
      const events: [string, fc.Arbitrary<unknown>][] = [
        ['chat:send', mutated({ chatId: chat.id, clientMessageId: randomUUID(), content: 'hola' })],
        ['chat:read', mutated({ chatId: chat.id, seq: 0 })],
        ['chat:typing', mutated({ chatId: chat.id, isTyping: true })],
      ];
      for (const [event, input] of events) {
        await fc.assert(
          fc.asyncProperty(input, async (payload) => {
            const before = await countRows(t, 'messages');
            const ack = await emitRaw(socket, event, JSON.stringify(payload) ?? 'null');
            if (!ack.ok) {
              expect(typeof ack.message).toBe('string');
              expect({ event, message: ack.message }).not.toEqual({ event, message: expect.stringMatching(ENGLISH) });
              expect(await countRows(t, 'messages')).toBe(before);
            }
          }),
          { numRuns: RUNS * 2, endOnFailure: true },
        );
      }
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  }, 60_000);
});
