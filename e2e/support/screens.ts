import type { Page, TestInfo } from '@playwright/test';

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/**
 * Screenshots the page at desktop width, then leaves it at phone width; both are attached to the
 * report. Copies go to SCREENSHOT_DIR when it is set (docs/screenshots holds the reviewed set).
 */
export async function saveScreens(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [width, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${name} (${width})`, { path, contentType: 'image/png' });
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${width}.png` });
    }
  }
}
