import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { HOME_JS_BUDGET_KB } from '../lib/web-budgets.ts';

// A cheap phone on a weak 3G/4G connection: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip,
// and a CPU four times slower than this machine's.
const WEAK_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 };
const CPU_SLOWDOWN = 4;

/** Home's JavaScript (gzip) against the budget, and how long Home takes on a weak phone. */
export async function runWebBench(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Map<string, { gzip: number; transferred: number }>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const sizes = await response
        .request()
        .sizes()
        .catch(() => ({ responseBodySize: body.length }));
      scripts.set(response.url(), {
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: sizes.responseBodySize,
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', WEAK_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto(baseUrl, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 60_000 });
    const firstContent = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const settled = Date.now() - started;

    const gzipKb = [...scripts.values()].reduce((s, v) => s + v.gzip, 0) / 1024;
    const transferredKb = [...scripts.values()].reduce((s, v) => s + v.transferred, 0) / 1024;
    process.stdout.write('\nWeb: Home on a weak phone (1.6 Mbit/s, 150 ms RTT, CPU x4)\n');
    process.stdout.write(`  scripts loaded: ${scripts.size}\n`);
    process.stdout.write(`  JavaScript, gzip: ${gzipKb.toFixed(1)} KB (budget ${HOME_JS_BUDGET_KB} KB)\n`);
    process.stdout.write(`  JavaScript, as transferred (brotli): ${transferredKb.toFixed(1)} KB\n`);
    process.stdout.write(`  hero visible after: ${firstContent} ms; network idle after: ${settled} ms\n`);
    return [
      {
        name: `Home JavaScript <= ${HOME_JS_BUDGET_KB} KB gzip (${gzipKb.toFixed(1)} KB)`,
        ok: gzipKb <= HOME_JS_BUDGET_KB,
      },
    ];
  } finally {
    await browser.close();
  }
}
