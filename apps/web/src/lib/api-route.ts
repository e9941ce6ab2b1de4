import type { Address, AnswerOf, BodyOf, ParamsOf, QueryOf } from '@reayah/contracts/routes';
import { API_BASE, api, request, type RequestOptions } from './api-client.ts';

// Calls built from the route table's addresses (packages/contracts/src/routes): the path, the method
// and the types of parameters, body and answer all come from the table.

type Parts<A extends Address> = (ParamsOf<A> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<A> }) &
  (QueryOf<A> extends undefined ? { query?: undefined } : { query?: QueryOf<A> }) & {
    body?: BodyOf<A> | FormData;
    signal?: AbortSignal;
    credentials?: RequestCredentials;
  };

/**
 * A route at its path with a trailing slash, which the API serves as well. For the routes this app
 * has always called with one: their URLs stay what the app's caches and tests know.
 */
export function slashed<A extends Address>(address: A): A {
  return address.path.endsWith('/') ? address : { ...address, path: `${address.path}/` };
}

/** The URL of a route, with its path parameters filled in and its query appended. */
export function urlOf<A extends Address>(
  address: A,
  ...[parts]: ParamsOf<A> extends undefined
    ? [parts?: { params?: undefined; query?: QueryOf<A> }]
    : [parts: { params: ParamsOf<A>; query?: QueryOf<A> }]
): string {
  const params = (parts?.params ?? {}) as Record<string, string | number>;
  const path = address.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${address.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(
    (parts?.query ?? {}) as Record<string, string | number | boolean | null | undefined>,
  )) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function optionsOf<A extends Address>(address: A, parts: Parts<A>): RequestOptions {
  return {
    method: address.method,
    ...(parts.body === undefined ? {} : { body: parts.body }),
    ...(parts.signal ? { signal: parts.signal } : {}),
    ...(parts.credentials ? { credentials: parts.credentials } : {}),
  };
}

/** Calls a route and answers its success body; throws ApiError on any other status. */
export function call<A extends Address>(
  address: A,
  ...[parts]: ParamsOf<A> extends undefined ? [parts?: Parts<A>] : [parts: Parts<A>]
): Promise<AnswerOf<A>> {
  const all = (parts ?? {}) as Parts<A>;
  const url = (urlOf as (a: Address, p: unknown) => string)(address, all);
  return api<AnswerOf<A>>(url, optionsOf(address, all));
}

/** Calls a route and answers the status and body whatever the status (for forms that show errors). */
export function callForStatus<A extends Address, Body = AnswerOf<A>>(
  address: A,
  ...[parts]: ParamsOf<A> extends undefined ? [parts?: Parts<A>] : [parts: Parts<A>]
) {
  const all = (parts ?? {}) as Parts<A>;
  const url = (urlOf as (a: Address, p: unknown) => string)(address, all);
  return request<Body>(url, optionsOf(address, all));
}
