import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { authKeys } from '@/lib/session/auth-keys';
import { TEXT_SIZE_KEY, followAccountTextSize, readTextSize } from '@/lib/text-size';
import { TextSizeSetting } from '../components/text-size-setting';

vi.setConfig({ testTimeout: 20_000 });

const html = document.documentElement;

afterEach(() => {
  localStorage.clear();
  html.removeAttribute('data-text-size');
});

const preferenceCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.method === 'PATCH' && c.path === '/api/me/preferences').map((c) => c.body);

describe('Tamaño de letra', () => {
  it('signed out: three radios, Normal first; the choice stays on the phone and shows at once', async () => {
    const api = mockApi(authHandlers.signedOut());
    const { user } = renderWithProviders(<TextSizeSetting />);
    const group = screen.getByRole('group', { name: 'Tamaño de letra' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'normal',
      'grande',
      'muy-grande',
    ]);
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();

    await user.click(screen.getByText('Muy grande'));
    expect(screen.getByRole('radio', { name: 'Muy grande' })).toBeChecked();
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('muy-grande');
    expect(html.getAttribute('data-text-size')).toBe('muy-grande');

    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
    expect(html.hasAttribute('data-text-size')).toBe(false);
    expect(preferenceCalls(api)).toEqual([]);
  });

  it('signed in: the choice is kept on the account too', async () => {
    const me = buildUser();
    const api = mockApi({
      ...authHandlers.signedIn(me),
      'PATCH /api/me/preferences': (req) => json({ ...me, textSize: (req.body as { textSize: string }).textSize }),
    });
    const { user, queryClient } = renderWithProviders(<TextSizeSetting />);
    await waitFor(() => expect(queryClient.getQueryData(authKeys.me())).toEqual(me));
    await user.click(screen.getByRole('radio', { name: 'Grande' }));
    await waitFor(() => expect(preferenceCalls(api)).toEqual([{ textSize: 'grande' }]));
    expect(html.getAttribute('data-text-size')).toBe('grande');
  });

  it('says so when the account could not keep it, and the phone keeps it anyway', async () => {
    mockApi({
      ...authHandlers.signedIn(buildUser()),
      'PATCH /api/me/preferences': json({ statusCode: 503, message: 'No disponible' }, 503),
    });
    const { user, queryClient } = renderWithProviders(<TextSizeSetting />);
    await waitFor(() => expect(queryClient.getQueryData(authKeys.me())).toBeTruthy());
    await user.click(screen.getByRole('radio', { name: 'Muy grande' }));
    expect(await screen.findByRole('status')).toHaveTextContent('no pudimos guardarlo en tu cuenta');
    expect(readTextSize()).toBe('muy-grande');
  });
});

describe('the size follows the account', () => {
  it('a size chosen on the account wins on this phone (signing in on another one)', () => {
    localStorage.setItem(TEXT_SIZE_KEY, 'grande');
    mockApi();
    followAccountTextSize(buildUser({ textSize: 'muy-grande' }));
    expect(readTextSize()).toBe('muy-grande');
    expect(html.getAttribute('data-text-size')).toBe('muy-grande');
  });

  it("an account that never chose takes this phone's (chosen on the landing before registering)", async () => {
    localStorage.setItem(TEXT_SIZE_KEY, 'muy-grande');
    const api = mockApi({ 'PATCH /api/me/preferences': json(buildUser({ textSize: 'muy-grande' })) });
    followAccountTextSize(buildUser({ textSize: null }));
    await waitFor(() => expect(preferenceCalls(api)).toEqual([{ textSize: 'muy-grande' }]));
  });

  it('an account that never chose, on a phone at Normal, sends nothing', () => {
    const api = mockApi();
    followAccountTextSize(buildUser({ textSize: null }));
    expect(preferenceCalls(api)).toEqual([]);
    expect(readTextSize()).toBe('normal');
  });
});

describe('before the app runs', () => {
  const headScript = readFileSync(resolve(process.cwd(), 'public/before-app.js'), 'utf8');

  it('the page head shows the kept size before the first paint, with the same key', () => {
    localStorage.setItem(TEXT_SIZE_KEY, 'grande');
    runInThisContext(headScript);
    expect(html.getAttribute('data-text-size')).toBe('grande');
    const page = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
    expect(page.indexOf('<script src="/before-app.js"></script>')).toBeLessThan(page.indexOf('</head>'));
  });

  it("a page drawn for a signed-in person shows the account's size, which this device keeps from then on", () => {
    localStorage.setItem(TEXT_SIZE_KEY, 'grande');
    html.setAttribute('data-account-text-size', 'muy-grande');
    runInThisContext(headScript);
    expect(html.getAttribute('data-text-size')).toBe('muy-grande');
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('muy-grande');

    html.setAttribute('data-account-text-size', 'normal');
    runInThisContext(headScript);
    expect(html.hasAttribute('data-text-size')).toBe(false);
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
    html.removeAttribute('data-account-text-size');
  });

  it('an unknown kept value is Normal', () => {
    localStorage.setItem(TEXT_SIZE_KEY, 'enorme');
    runInThisContext(headScript);
    expect(html.hasAttribute('data-text-size')).toBe(false);
    expect(readTextSize()).toBe('normal');
  });

  it('a radio tapped on a drawn page before its app runs is kept and shown', () => {
    runInThisContext(headScript);
    document.body.innerHTML = `<input type="radio" name="${TEXT_SIZE_KEY}" value="muy-grande">`;
    const radio = document.querySelector('input')!;
    radio.click();
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('muy-grande');
    expect(html.getAttribute('data-text-size')).toBe('muy-grande');
    document.body.innerHTML = '';
  });
});
