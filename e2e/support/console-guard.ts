import type { BrowserContext, ConsoleMessage, WebError } from '@playwright/test';

/** A browser error a test expects, matched against `text [resource url]`, with the reason it is fine. */
export interface ExpectedError {
  pattern: RegExp;
  reason: string;
}

/**
 * Errors every test tolerates. Each entry names why it is not a product fault; anything else
 * logged with console.error, or thrown and not caught in the page, fails the test.
 */
export const BENIGN_ERRORS: readonly ExpectedError[] = [
  {
    pattern: failedRequest(401, '/api/auth/token/refresh/'),
    reason:
      'Every page load asks whether a session cookie exists (AuthProvider start-up refresh); a visitor ' +
      'has none, the API answers 401 and Chromium logs the failed request. The app handles it.',
  },
];

/** The console text Chromium logs for an API answer with this status (the app handles it). */
export function failedRequest(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^Failed to load resource: .* ${status} .*\\[[^\\]]*${escaped}\\]$`);
}

/** Collects browser errors from every context it watches and reports those not expected. */
export class ConsoleGuard {
  readonly #seen: string[] = [];
  readonly #expected: ExpectedError[] = [...BENIGN_ERRORS];

  /** Tolerates an error this test provokes on purpose (say why). */
  allow(pattern: RegExp, reason: string): void {
    this.#expected.push({ pattern, reason });
  }

  watch(context: BrowserContext): void {
    context.on('console', (message) => {
      if (message.type() === 'error') this.#record(describeConsole(message));
    });
    context.on('weberror', (error) => this.#record(describeWebError(error)));
  }

  /** The errors seen that no expected entry covers. */
  unexpected(): string[] {
    return this.#seen.filter((text) => !this.#expected.some((e) => e.pattern.test(text)));
  }

  #record(text: string): void {
    this.#seen.push(text);
  }
}

function describeConsole(message: ConsoleMessage): string {
  const where = message.location().url;
  return where ? `${message.text()} [${where}]` : message.text();
}

function describeWebError(error: WebError): string {
  const thrown = error.error();
  const where = error.page()?.url() ?? '';
  return `Uncaught ${thrown.stack ?? thrown.message} [${where}]`;
}
