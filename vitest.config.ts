import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
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
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
