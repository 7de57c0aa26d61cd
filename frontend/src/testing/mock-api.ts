import { vi } from 'vitest';

// A tiny stand-in for a server: unit tests never reach a real backend. Handlers are keyed
// 'METHOD /api/path'; anything unhandled answers 404 so a forgotten call is visible.
export interface MockRequest {
  method: string;
  path: string;
  // The query string's parameters (handlers are keyed by path only).
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

// `text` answers a body that is not JSON (a captions file), as it is.
type MockAnswer = { status?: number; body?: unknown; text?: string };
export type MockResponse = MockAnswer | ((req: MockRequest) => MockAnswer);

export type Handlers = Record<string, MockResponse>;

export const json = (body: unknown, status = 200) => ({ status, body });

export function mockApi(initial: Handlers = {}) {
  const handlers: Handlers = { ...initial };
  const calls: MockRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const isJson = (headers['content-type'] ?? 'application/json').includes('json');
    const body = typeof init.body === 'string' ? (isJson ? JSON.parse(init.body) : init.body) : undefined;
    const request: MockRequest = { method, path: url.pathname, query: url.searchParams, body, headers };
    calls.push(request);

    const handler = handlers[`${method} ${url.pathname}`];
    const result = typeof handler === 'function' ? handler(request) : handler;
    const status = result?.status ?? (handler ? 200 : 404);
    const payload = result
      ? result.body
      : { statusCode: 404, code: 'NOT_FOUND', message: 'No encontramos lo que buscas.' };
    if (result?.text !== undefined)
      return new Response(result.text, { status, headers: { 'Content-Type': 'text/vtt' } });
    return new Response(status === 204 || payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });

  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    calls,
    use: (more: Handlers) => Object.assign(handlers, more),
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
