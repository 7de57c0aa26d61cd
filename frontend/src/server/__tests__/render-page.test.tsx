import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ErrorCode, MSG } from '@conectando/contracts';
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

  it("names the text size the person's account chose, for the page's head to show before its first paint", async () => {
    chatsOf(authHandlers.signedIn(buildUser({ id: ME, textSize: 'muy-grande' })));

    const page = (await renderPage({ url: '/chats', shell: SHELL, api })) as string;

    expect(page).toMatch(/^<html data-account-text-size="muy-grande">/);
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

  it('draws the sign-in a form posted without the app comes back to, with its Spanish answer, and no other', async () => {
    const asked: string[] = [];
    const noApi = (path: string) => {
      asked.push(path);
      return Promise.reject(new Error('nobody is asked'));
    };

    const refused = (await renderPage({
      url: '/login?tipo=person&error=INVALID_CREDENTIALS',
      shell: SHELL,
      api: noApi,
    })) as string;
    const badEmail = (await renderPage({ url: '/login?error=email&email=ana%40', shell: SHELL, api: noApi })) as string;

    expect(refused).toContain('Ingreso Persona');
    expect(refused).toContain(ERROR_MESSAGES[ErrorCode.InvalidCredentials]);
    expect(badEmail).toContain(MSG.emailInvalid);
    expect(badEmail).toMatch(/name="email"[^>]*value="ana@"|value="ana@"[^>]*name="email"/);
    expect(asked).toEqual([]);
    // Its other addresses are drawn at build time.
    expect(await renderPage({ url: '/login?tipo=person', shell: SHELL, api: noApi })).toBeNull();
  });

  it('draws the registration a form posted without the app comes back to: what was typed and why', async () => {
    const noApi = () => Promise.reject(new Error('nobody is asked'));
    const url =
      '/register?tipo=person&name=Ana+P%C3%A9rez&email=ana%40&region=Valpara%C3%ADso&acceptPrivacy=1' +
      '&error=email%3AemailInvalid&error=acceptTerms%3AacceptTerms';
    const page = (await renderPage({ url, shell: SHELL, api: noApi })) as string;

    expect(page).toContain('action="/api/auth/form/register"');
    expect(page).toContain('value="Ana Pérez"');
    expect(page).toContain('value="ana@"');
    expect(page).toContain('value="Valparaíso"');
    expect(page).toContain(MSG.emailInvalid);
    expect(page).toContain(MSG.acceptTerms);
    const taken = (await renderPage({ url: '/register?error=EMAIL_TAKEN', shell: SHELL, api: noApi })) as string;
    expect(taken).toContain(ERROR_MESSAGES[ErrorCode.EmailTaken]);
    expect(await renderPage({ url: '/register?tipo=person', shell: SHELL, api: noApi })).toBeNull();
  });
});
