/** One error vocabulary, thrown anywhere and mapped to a status code by the error handler. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** 400 with the original contract's validation shape: `{ field: [message] }`. */
export function badRequest(field: string, message: string): HttpError {
  return new HttpError(400, { [field]: [message] });
}

export function validationError(errors: Record<string, string[]>): HttpError {
  return new HttpError(400, errors);
}

export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
export const tooLarge = (detail: string) => new HttpError(413, { detail });
/** 429 with the seconds to wait in `Retry-After` as well as in words. */
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { 'retry-after': String(retryAfterSeconds) });
