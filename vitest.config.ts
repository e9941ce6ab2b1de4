import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          env: { TZ: 'Africa/Algiers' },
          setupFiles: ['./test/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['apps/api/src/**/*.int.test.ts'],
          env: { TZ: 'Africa/Algiers' },
          setupFiles: ['./test/fail-on-console-error.ts'],
          testTimeout: 30000,
          hookTimeout: 180000,
          // Integration tests race real servers, timers and processes on a busy two-core machine:
          // in CI a failure is run once more, and the report marks a test that passed on retry.
          retry: process.env.CI ? 1 : 0,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
