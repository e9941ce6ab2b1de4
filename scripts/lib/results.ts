import { existsSync, readFileSync } from 'node:fs';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export const emptyTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0 });

export function addTally(a: Tally, b: Tally): Tally {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** Counts from Vitest's JSON reporter; a missing report counts as one failure. */
export function vitestTally(file: string): Tally {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numFailedTests === 0 ? r.numFailedTestSuites : 0),
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

/** Counts from Playwright's JSON reporter; a missing report counts as one failure. */
export function playwrightTally(file: string): Tally {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  const globalErrors = r.errors?.length ?? 0;
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected + (r.stats.unexpected === 0 ? globalErrors : 0),
    skipped: r.stats.skipped,
  };
}

/** The failed tests of a Vitest JSON report, one line each, so the end of a long log names them. */
export function vitestFailures(file: string): string[] {
  if (!existsSync(file)) return [`${file}: no report (the run stopped before writing it)`];
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0]?.slice(0, 300) ?? '';
  return r.testResults.flatMap((f) => {
    const where = f.name.replace(`${process.cwd()}/`, '');
    const failed = f.assertionResults.filter((a) => a.status === 'failed');
    if (failed.length === 0 && f.status === 'failed') return [`${where}: ${firstLine(f.message)}`];
    return failed.map((a) => `${where} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
  });
}
