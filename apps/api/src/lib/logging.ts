import type { FastifyServerOptions } from 'fastify';

// Never a password, token, reset code or file content in a log line.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.access',
  '*.refresh',
  '*.code',
];

/** The reset code travels in the path, so it is masked before a URL is logged. */
export function scrubUrl(url: string): string {
  return url
    .replace(/(reset_password\/)[^/?]+/i, '$1[redacted]')
    .replace(/([?&](q|search)=)[^&]*/gi, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: scrubUrl(req.url),
      }),
    },
  };
}
