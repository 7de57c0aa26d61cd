import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { ME, buildChat } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { renderPage } from '../render-page';

const SHELL =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>' +
  '<body><div id="root"></div></body></html>';

// The API as the server reaches it for one request (here a stand-in answering every question).
const api = (path: string, init: RequestInit) => fetch(`http://localhost/api${path}`, init);

const chatsOf = (handlers: Handlers) =>
  mockApi({
    [`GET /api/chats/user/${ME}`]: json([]),
    ...maintenanceHandlers.off(),
    'GET /api/notifications/unread-count': json({ count: 0 }),
    ...handlers,
  });

describe('renderPage (the server drawing a signed-in screen)', () => {
  it("draws the person's conversations, with the answers it drew them from, and the code after them", async () => {
    const user = buildUser({ id: ME, name: 'Ana Rojas' });
    const sentAt = new Date(Date.now() - 5 * 60_000).toISOString();
    chatsOf({
      ...authHandlers.signedIn(user),
      [`GET /api/chats/user/${ME}`]: json([buildChat({ lastMessage: '¿Nos vemos el martes?', lastMessageAt: sentAt })]),
    });

    const page = (await renderPage({ url: '/chats', shell: SHELL, api })) as string;

    expect(page).toContain('Tomás Fuentes');
    expect(page).toContain('¿Nos vemos el martes?');
    expect(page).toContain('hace 5 minutos');
    const answers = JSON.parse(page.match(/<script type="application\/json" id="first-answers">(.*?)<\/script>/)![1]);
    expect(answers.state.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['auth', 'chats']),
    );
    // The code is fetched once the screen is on screen.
    expect(page.indexOf('first-answers')).toBeLessThan(page.indexOf('/assets/index-1.js'));
    expect(page).not.toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it('writes an answer that holds "</script>" so that it cannot end the data block', async () => {
    const user = buildUser({ id: ME });
    chatsOf({
      ...authHandlers.signedIn(user),
      [`GET /api/chats/user/${ME}`]: json([buildChat({ lastMessage: '</script><script>alert(1)</script>' })]),
    });

    const page = await renderPage({ url: '/chats', shell: SHELL, api });

    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('sends a visitor to /login, where the screen would send them', async () => {
    chatsOf(authHandlers.signedOut());
    expect(await renderPage({ url: '/skills', shell: SHELL, api })).toEqual({ redirectTo: '/login' });
  });

  it.each([
    ['the maintenance switch is on', { ...authHandlers.signedIn(buildUser({ id: ME })), ...maintenanceHandlers.on() }],
    ['the maintenance switch is on for a visitor', { ...authHandlers.signedOut(), ...maintenanceHandlers.on() }],
    ['the session question failed', { 'GET /api/auth/me': json({ code: 'INTERNAL' }, 500) }],
    [
      'a question failed',
      {
        ...authHandlers.signedIn(buildUser({ id: ME })),
        [`GET /api/chats/user/${ME}`]: json({ code: 'INTERNAL' }, 500),
      },
    ],
  ])('leaves the screen to the browser when %s', async (_, handlers: Handlers) => {
    chatsOf(handlers);
    expect(await renderPage({ url: '/chats', shell: SHELL, api })).toBeNull();
  });

  it('draws only the screens people open the app on', async () => {
    chatsOf(authHandlers.signedIn(buildUser({ id: ME })));
    expect(await renderPage({ url: '/profile', shell: SHELL, api })).toBeNull();
  });
});
