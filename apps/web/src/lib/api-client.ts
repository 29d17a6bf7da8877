import type { ErrorCode } from '@otousta/shared/messages/tr';
import { clearSession, getSession, reloadSession, replaceTokens } from './session-store';

const API_BASE = '/api';

/** Shown when no answer arrives at all (offline, server down); there is no server text to show then. */
export const NETWORK_ERROR_MESSAGE = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';

/** A failed call: the server's `{ statusCode, code, message, errors? }` (docs/decisions/002-api-contract-and-errors.md). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | 'NETWORK_ERROR' | (string & {}),
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A FormData goes out as multipart; anything else as JSON. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Send the access token (default true). Sign-in and refresh send none. */
  auth?: boolean;
  /** On 401, refresh the tokens once and retry (default true). */
  refresh?: boolean;
  /**
   * A call the page does not wait on (the navigation's unread badge, the socket's token renewal). When the session
   * cannot be renewed it only fails: ending the session would abort the page's own calls, which then could not take
   * the user to the sign-in page (docs/product.md §7). The page's next call ends it and does.
   */
  background?: boolean;
}

let sessionExpired: (reason: string) => void = () => {};

/** How a request reaches the API: the browser's fetch, or the server's own in-process answer while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renderer (entry-server.tsx) answers the page's API calls itself instead of over the network. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/**
 * What to do when a refresh cannot save the session (docs/product.md §7: go to /giris-yap); the router registers it.
 * `reason` is the code of the refused call, e.g. SESSION_REVOKED when the session was ended from another device.
 */
export function onSessionExpired(handler: (reason: string) => void) {
  sessionExpired = handler;
}

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await transport(url(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
}

/**
 * What to say when the answer carries no envelope, e.g. a proxy in front refused it: a limit (429, waiting as long
 * as Retry-After says), an unavailable service (502-504), else a general failure.
 */
function statusMessage(
  response: Response,
  { errorMessages, formatMessages }: typeof import('@otousta/shared/messages/tr'),
) {
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return Number.isInteger(seconds) && seconds > 0
      ? formatMessages.tooManyWrites(seconds)
      : errorMessages.RATE_LIMITED;
  }
  if (response.status >= 502 && response.status <= 504) return errorMessages.SERVICE_UNAVAILABLE;
  return response.status >= 500 ? errorMessages.INTERNAL : errorMessages.VALIDATION;
}

async function toError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  } | null;
  const code = typeof body?.code === 'string' ? body.code : 'HTTP_ERROR';
  // The message catalogue loads with the first error, not with every page.
  const messages = await import('@otousta/shared/messages/tr');
  const known = messages.errorMessages[code as ErrorCode] as string | undefined;
  const message =
    typeof body?.message === 'string' && body.message ? body.message : (known ?? statusMessage(response, messages));
  const errors = body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : undefined;
  return new ApiError(response.status, code, message, errors);
}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the refresh token for a new pair. Single-flight: parallel 401s share one refresh, because the server
 * rotates refresh tokens and treats a second use of the old one as theft
 * (docs/decisions/003-access-and-refresh-tokens.md).
 */
function refreshTokens(staleToken: string): Promise<string | null> {
  const current = getSession();
  // Another call already refreshed while this one was in flight.
  if (current && current.accessToken !== staleToken) return Promise.resolve(current.accessToken);
  refreshing ??= withRefreshLock(() => exchange(staleToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Tabs of one browser share the stored tokens, so they take turns refreshing them. */
async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return await navigator.locks.request('otousta-token-refresh', work);
  }
  return work();
}

async function exchange(staleToken: string): Promise<string | null> {
  const session = reloadSession();
  if (!session) return null;
  // Another tab refreshed while this one waited for the lock.
  if (session.accessToken !== staleToken) return session.accessToken;
  if (!session.refreshToken) return null;
  const response = await send(
    '/auth/refresh',
    { method: 'POST', body: { refresh_token: session.refreshToken }, auth: false },
    null,
  );
  if (!response.ok) return null;
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  replaceTokens(tokens.access_token, tokens.refresh_token);
  return tokens.access_token;
}

/** Calls the API under /api with the session's token (refreshed once on 401); a failure throws an ApiError. */
async function authorizedResponse(path: string, options: RequestOptions): Promise<Response> {
  const token = options.auth === false ? null : (getSession()?.accessToken ?? null);
  let response = await send(path, options, token);
  if (response.status === 401 && token && options.refresh !== false) {
    const fresh = await refreshTokens(token);
    if (fresh) response = await send(path, options, fresh);
    // docs/product.md §7: when the refresh or the retry fails, clear the session and go to the sign-in page.
    if (!fresh || response.status === 401) {
      const error = await toError(response);
      if (!options.background) {
        clearSession();
        sessionExpired(error.code);
      }
      throw error;
    }
  }
  if (!response.ok) throw await toError(response);
  return response;
}

/** Calls the API under /api and answers the parsed JSON body; a failure throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await authorizedResponse(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  /** A file the API makes for the signed-in user (a PDF), as a Blob. */
  blob: async (path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    (await authorizedResponse(path, { ...options })).blob(),
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
