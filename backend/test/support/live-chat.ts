import { openChat, personaPayload, signedUp } from './factories';
import { connectSocket, TestSocket } from './sockets';
import { createTestApp, TestApp } from './test-app';

export type Signed = Awaited<ReturnType<typeof signedUp>>;

export interface LiveChatSuite {
  /** The app, listening with Redis; set once the suite's beforeAll ran. */
  t: TestApp;
  /** Sockets closed after each test. */
  sockets: TestSocket[];
  /** A socket for `who`, closed after the test. */
  connect(who: Signed): Promise<TestSocket>;
  /** Ana and Beto (or the names given) in one chat Ana opened, each with a live socket. */
  twoPeopleInAChat(
    names?: [string, string],
  ): Promise<{ a: Signed; b: Signed; chatId: string; sa: TestSocket; sb: TestSocket }>;
}

/**
 * The setup every spec about live chat shares: one listening app with Redis for the describe block,
 * emptied before each test, its sockets closed after each. Call at the top of a describe.
 */
export function liveChatSuite(): LiveChatSuite {
  const suite: LiveChatSuite = {
    t: undefined as unknown as TestApp,
    sockets: [],
    async connect(who) {
      const socket = await connectSocket(suite.t.url, who.cookie);
      suite.sockets.push(socket);
      return socket;
    },
    async twoPeopleInAChat([first, second] = ['Ana', 'Beto']) {
      const a = await signedUp(suite.t, personaPayload({ name: first }));
      const b = await signedUp(suite.t, personaPayload({ name: second }));
      const chat = await openChat(a, b);
      const [sa, sb] = await Promise.all([suite.connect(a), suite.connect(b)]);
      return { a, b, chatId: chat.id, sa, sb };
    },
  };
  beforeAll(async () => (suite.t = await createTestApp({}, { redis: true, listen: true })));
  beforeEach(() => suite.t.reset());
  afterEach(() => suite.sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => suite.t.close());
  return suite;
}
