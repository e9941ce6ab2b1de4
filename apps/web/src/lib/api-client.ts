// A small fetch wrapper: JSON in and out, cookies sent, errors as ApiError with the parsed body.

export type ErrorBody = { detail?: string; message?: string } & Record<string, unknown>;

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(typeof body.detail === 'string' ? body.detail : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** SPEC §6: the password reset calls do not send credentials. */
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

/** Sends a request and returns the raw status with the parsed body, whatever the status. */
export async function request<T = unknown>(url: string, options: RequestOptions = {}) {
  const isForm = options.body instanceof FormData;
  const init: RequestInit = {
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
  const res = await fetch(url, init);
  return { status: res.status, ok: res.ok, data: (await parseBody(res)) as T };
}

/** Sends a request and throws ApiError on a non-2xx status. */
export async function api<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const res = await request<T>(url, options);
  if (!res.ok) {
    const body = res.data && typeof res.data === 'object' ? (res.data as ErrorBody) : {};
    throw new ApiError(res.status, body);
  }
  return res.data;
}
