import { QueryClient, dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTime, setRenderTime } from '@/lib/render-time';
import { authKeys } from '@/lib/session/auth-keys';
import { accountDataKey, getStoredUserId } from '@/lib/session/session-storage';
import { applyTextSize, readTextSize } from '@/lib/text-size';
import { buildUser } from '@/testing/handlers/auth';
import { adoptFirstAnswers, firstAnswersBlock } from '../first-answers';

// What a page the server drew for the person hands the app (src/server/render-page.tsx).
describe('adoptFirstAnswers', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    setRenderTime(() => new Date());
  });

  it('fills the cache with what the page was drawn from, so the app asks nothing again', () => {
    const user = buildUser({ name: 'Ana Rojas' });
    const server = new QueryClient();
    server.setQueryData(authKeys.me(), user);
    document.body.innerHTML = firstAnswersBlock({ state: dehydrate(server), drawnAt: '2026-11-26T15:00:00.000Z' });
    const queryClient = new QueryClient();

    expect(adoptFirstAnswers(queryClient)).toBe(true);

    expect(queryClient.getQueryData(authKeys.me())).toEqual(user);
    // Requests name the user, as after a sign-in in this tab.
    expect(getStoredUserId()).toBe(user.id);
    // Relative times are written as of the moment the page was drawn until the app runs.
    expect(renderTime().toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it("shows the account's text size on this device, as a sign-in here would", () => {
    const server = new QueryClient();
    server.setQueryData(authKeys.me(), buildUser({ textSize: 'grande' }));
    document.body.innerHTML = firstAnswersBlock({ state: dehydrate(server), drawnAt: '2026-11-26T15:00:00.000Z' });

    adoptFirstAnswers(new QueryClient());

    expect(document.documentElement.getAttribute('data-text-size')).toBe('grande');
    expect(readTextSize()).toBe('grande');
    applyTextSize('normal');
  });

  it('leaves nothing on this phone of another account, as a sign-in here would', () => {
    const user = buildUser();
    localStorage.setItem(accountDataKey('otra-cuenta', 'borrador'), 'Hola');
    localStorage.setItem(accountDataKey(user.id, 'borrador'), 'Mío');
    const server = new QueryClient();
    server.setQueryData(authKeys.me(), user);
    document.body.innerHTML = firstAnswersBlock({ state: dehydrate(server), drawnAt: '2026-11-26T15:00:00.000Z' });

    adoptFirstAnswers(new QueryClient());

    expect(localStorage.getItem(accountDataKey('otra-cuenta', 'borrador'))).toBeNull();
    expect(localStorage.getItem(accountDataKey(user.id, 'borrador'))).toBe('Mío');
    localStorage.clear();
  });

  it('changes nothing on a page drawn without answers', () => {
    const queryClient = new QueryClient();
    expect(adoptFirstAnswers(queryClient)).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
