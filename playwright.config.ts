import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { snapshotWebBuild } from './e2e/support/web-snapshot.ts';

// Override with E2E_PORT when another run (another engineer's) already uses the port.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Computed once in the main process; workers inherit them through the environment. Each run has
// its own database folder and its own results folder, so parallel runs never clear each other's.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
process.env.E2E_DATA_DIR ??= join(tmpdir(), `reayah-e2e-${process.env.E2E_RUN_ID}`);
const RUN_DIR = resolve(import.meta.dirname, '.tmp/e2e', process.env.E2E_RUN_ID);
if (!process.env.E2E_WEB_DIST) {
  process.env.E2E_WEB_DIST = join(RUN_DIR, 'web');
  snapshotWebBuild(resolve(import.meta.dirname, 'apps/web/dist'), process.env.E2E_WEB_DIST);
}
process.env.E2E_OUTBOX_DIR = join(process.env.E2E_DATA_DIR, 'outbox');
process.env.E2E_ADMIN_EMAIL = 'admin@reayah.test';
process.env.E2E_ADMIN_LINK_FILE = join(RUN_DIR, 'admin-link.txt');

export default defineConfig({
  testDir: './e2e',
  // The accessibility audit of every screen in three languages at two widths takes minutes: its
  // own script (`npm run test:a11y`), not part of `npm test`.
  testMatch: process.env.E2E_A11Y ? '**/*.a11y.ts' : '**/*.spec.ts',
  outputDir: join(RUN_DIR, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The audit's HTML report holds a screenshot of every screen it checked.
  reporter: [
    ['list'],
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
    ...(process.env.E2E_A11Y
      ? [['html', { open: 'never', outputFolder: join(RUN_DIR, 'report') }] as const]
      : []),
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'Africa/Algiers',
    // The production build registers a service worker; only e2e/offline.spec.ts lets it run, so
    // every other spec sees the network exactly as before (and can route requests).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Seeds the demo practice, creates an administrator from the command line, then serves.
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST: process.env.E2E_WEB_DIST,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000',
      SIGN_UP_LIMIT_PER_IP: '100000',
      CHECK_EMAIL_LIMIT_PER_IP: '100000',
      VISITOR_LIMIT_PER_IP: '100000',
      TZ: 'Africa/Algiers',
    },
  },
});
