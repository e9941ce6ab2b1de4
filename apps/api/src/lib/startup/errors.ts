/** A reason the server cannot start, told in one line naming the setting at fault. */
export class StartupError extends Error {
  readonly variable: string;

  constructor(variable: string, cause: string) {
    super(`${variable}: ${cause}`);
    this.variable = variable;
  }
}

const PG_CODES: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
  '57P03': 'the server is starting up or shutting down',
  '53300': 'the server has too many connections',
};

const NETWORK: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ECONNRESET: 'connection reset',
};

/** Why PostgreSQL at `url` could not be used, without the password. */
export function describeDatabaseError(url: string, error: unknown): StartupError {
  let where: string;
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname || 'localhost'}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return new StartupError('DATABASE_URL', 'is not a valid URL');
  }
  // Drizzle wraps the driver's error ("Failed query: ...") around the one that tells the cause.
  while (error instanceof Error && error.cause && !(error as { code?: string }).code) error = error.cause;
  const code = (error as { code?: string }).code ?? '';
  const cause =
    PG_CODES[code] ??
    NETWORK[code] ??
    (error instanceof Error && error.message ? firstLine(error.message) : 'unknown error');
  return new StartupError('DATABASE_URL', `cannot use PostgreSQL at ${where}: ${cause}`);
}

function firstLine(text: string): string {
  return text.split('\n')[0]?.replace(/postgres(ql)?:\/\/[^\s]*/g, '[url]') ?? text;
}
