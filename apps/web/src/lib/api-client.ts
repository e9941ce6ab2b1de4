import { session } from '@reayah/contracts/addresses';
import { endSession, leavingToSignIn } from './auth/session-end.ts';

// A small fetch wrapper: JSON in and out, cookies sent, errors as ApiError with the parsed body.

/** The API is served on the same origin under /api (the route table's paths follow it). */
export const API_BASE = '/api';

export type ErrorBody = { detail?: string; message?: string } & Record<string, unknown>;

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** A refusal's `Retry-After` in seconds (rate limits), null when it gave none. */
  readonly retryAfter: number | null;

  constructor(status: number, body: ErrorBody, retryAfter: number | null = null) {
    super(typeof body.detail === 'string' ? body.detail : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The password reset calls do not send credentials. */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { detail: text };
  }
}

let refreshing: Promise<number | null> | null = null;

/**
 * Exchanges the refresh cookie for a new access cookie and answers the HTTP status, null when the
 * server could not be reached. Concurrent callers share one call, so a page whose queries all
 * meet an expired token refreshes once.
 */
export function refreshStatus(): Promise<number | null> {
  refreshing ??= fetch(`${API_BASE}${session.refresh.path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
    .then((res) => res.status)
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * True when the refresh cookie gave a new access cookie. When the server refused it, a signed-in
 * user is taken to sign in again (session-end.ts).
 */
export function refreshAccess(): Promise<boolean> {
  return refreshStatus().then((status) => {
    if (status === 401) endSession();
    return status !== null && status >= 200 && status < 300;
  });
}

function initFor(options: RequestOptions): RequestInit {
  const isForm = options.body instanceof FormData;
  return {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    credentials: options.credentials ?? 'include',
    headers: isForm || options.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? null
        : JSON.stringify(options.body),
    signal: options.signal ?? null,
  };
}

/**
 * Sends a request and returns the raw status with the parsed body, whatever the status. The access
 * cookie lives 15 minutes: on a 401 outside the auth routes the session is refreshed once and the
 * request sent again. When the session has ended and the user is being taken to sign in again, the
 * answer never comes: the page shows no error in the moment before it is left.
 */
export async function request<T = unknown>(url: string, options: RequestOptions = {}) {
  let res = await fetch(url, initFor(options));
  const mayRefresh = options.credentials !== 'omit' && !url.startsWith(`${API_BASE}/auth/`);
  if (res.status === 401 && mayRefresh) {
    if (await refreshAccess()) res = await fetch(url, initFor(options));
    else if (leavingToSignIn()) return new Promise<never>(() => {});
  }
  return { status: res.status, ok: res.ok, headers: res.headers, data: (await parseBody(res)) as T };
}

/** Sends a request and throws ApiError on a non-2xx status. */
export async function api<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const res = await request<T>(url, options);
  if (!res.ok) {
    const body = res.data && typeof res.data === 'object' ? (res.data as ErrorBody) : {};
    const wait = Number(res.headers.get('retry-after') ?? NaN);
    throw new ApiError(res.status, body, Number.isFinite(wait) && wait > 0 ? wait : null);
  }
  return res.data;
}
