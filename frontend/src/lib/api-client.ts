import { ERROR_MESSAGES, ErrorCode, IDEMPOTENCY_KEY_HEADER, type ErrorBody } from '@conectando/contracts';
import { randomUuid } from './random-uuid';
import { getStoredUserId } from './session/session-storage';

const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';
// A notice's title and text without signal; a request's error says both in one line.
export const OFFLINE_TITLE = 'Sin conexión';
export const OFFLINE_ADVICE = 'Revisa tu internet e inténtalo de nuevo.';
export const OFFLINE_MESSAGE = `${OFFLINE_TITLE}. ${OFFLINE_ADVICE}`;
export const SLOW_NETWORK_MESSAGE = 'La conexión está muy lenta. Revisa tu internet e inténtalo de nuevo.';

// A request on a network that drops packets must not spin forever: it fails and gives the button back.
const REQUEST_TIMEOUT_MS = 30_000;

// A non-OK answer from the API, carrying the server's `{ statusCode, code, message }` body.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: ErrorBody | null;

  constructor(status: number, code: string, message: string, body: ErrorBody | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isMaintenanceError = (error: unknown): boolean =>
  isApiError(error) && error.status === 503 && error.code === (ErrorCode.Maintenance as string);

// The Spanish text to show for any error (the server's message when it sent one).
export const errorMessage = (error: unknown, fallback: string = ERROR_MESSAGES[ErrorCode.Internal]): string =>
  error instanceof Error && error.message ? error.message : fallback;

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return apiErrorFromText(response.status, response.statusText, text);
}

// The ApiError for a non-OK answer read some other way (an XMLHttpRequest upload, for instance).
export function apiErrorFromText(status: number, statusText: string, text: string): ApiError {
  let body: Partial<ErrorBody> | null;
  try {
    body = text ? (JSON.parse(text) as Partial<ErrorBody>) : null;
  } catch {
    body = null; // not JSON (a proxy page, for instance): fall back to the status below
  }
  const code = typeof body?.code === 'string' ? body.code : '';
  const rawMessage: unknown = body?.message;
  const message =
    (typeof rawMessage === 'string' && rawMessage) ||
    (Array.isArray(rawMessage) && rawMessage.join('. ')) ||
    (code in ERROR_MESSAGES && ERROR_MESSAGES[code as ErrorCode]) ||
    `${status}: ${text || statusText}`;
  const fullBody = body ? { statusCode: status, code, message, ...body } : null;
  return new ApiError(status, code, message, fullBody);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request reaches the API: the browser's fetch, or, while the server draws a screen, its own. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

const browserTransport: ApiTransport = (path, init) => fetch(`${API_BASE}${path}`, init);
let transport: ApiTransport | null = null;

/** The server's renderer (src/server/render-page.tsx) sends the screen's requests with the person's session. */
export const setApiTransport = (next: ApiTransport): void => {
  transport = next;
};
const isOffline = () => transport === null && !navigator.onLine;

interface RequestOptions {
  // For bodies that take long to send on a phone (registration carries its documents).
  timeoutMs?: number;
}

async function request<T>(
  method: Method,
  path: string,
  body: string | undefined,
  { timeoutMs = REQUEST_TIMEOUT_MS }: RequestOptions,
  idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // Every request names the stored user; the server checks it against the session.
  const userId = getStoredUserId();
  if (userId) headers['x-user-id'] = userId;

  // Offline, say so at once rather than wait for the browser to give up.
  if (isOffline()) throw new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE, null);
  let response: Response;
  try {
    response = await (transport ?? browserTransport)(path, {
      method,
      headers,
      credentials: 'include',
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (isOffline()) throw new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE, null);
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new ApiError(0, 'TIMEOUT', SLOW_NETWORK_MESSAGE, null);
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE, null);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

// A double tap sends the same change twice before its button can say it is busy (the screen draws the
// pending state only after the first request has left): a change identical to one still on its way is
// that very request, so the server hears it once and both taps get its answer. Reads go as asked
// (TanStack Query shares identical reads itself).
const changesInFlight = new Map<string, Promise<unknown>>();

// A change whose answer never came back (the signal dropped on the way) may have been made all the
// same. Sent again as it was, soon after, it is a retry of that change: it carries the same
// Idempotency-Key, and the server answers as it did the first time instead of charging twice.
const unanswered = new Map<string, { idempotencyKey: string; at: number }>();
const RETRY_WINDOW_MS = 10 * 60 * 1000;

function idempotencyKeyFor(change: string): string {
  const earlier = unanswered.get(change);
  return earlier && Date.now() - earlier.at < RETRY_WINDOW_MS ? earlier.idempotencyKey : randomUuid();
}

function change<T>(method: Exclude<Method, 'GET'>, path: string, body: unknown, options: RequestOptions = {}) {
  const json = body === undefined ? undefined : JSON.stringify(body);
  // Per account: a change the previous person left on its way is not the next person's.
  const key = `${getStoredUserId() ?? ''} ${method} ${path} ${json ?? ''}`;
  const inFlight = changesInFlight.get(key) as Promise<T> | undefined;
  if (inFlight) return inFlight;
  const idempotencyKey = idempotencyKeyFor(key);
  const sent = request<T>(method, path, json, options, idempotencyKey)
    .then(
      (answer) => {
        unanswered.delete(key);
        return answer;
      },
      (error: unknown) => {
        // Status 0: no answer came. Any answer, even a refusal, settles what the server did.
        if (isApiError(error) && error.status === 0) unanswered.set(key, { idempotencyKey, at: Date.now() });
        else unanswered.delete(key);
        throw error;
      },
    )
    .finally(() => changesInFlight.delete(key));
  changesInFlight.set(key, sent);
  return sent;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path, undefined, {}),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => change<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown) => change<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => change<T>('PATCH', path, body),
  delete: <T>(path: string, body?: unknown) => change<T>('DELETE', path, body),
};
