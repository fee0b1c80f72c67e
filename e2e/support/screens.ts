import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Saves a screenshot for docs/screens when E2E_SCREENS_DIR is set (`E2E_SCREENS_DIR=docs/screens npm run e2e`; relative to the repo root).
 * Off by default, so a normal test run never rewrites the committed images.
 */
export async function saveScreen(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENS_DIR;
  if (!dir) return;
  // From the top: a full-page picture of a scrolled page draws the sticky rail, panel and banner where the viewport
  // happened to be, mid-page.
  await page.evaluate('window.scrollTo(0, 0)');
  // Let antd's motion settle so the picture shows the resting state, not a transition.
  await page.waitForTimeout(400);
  await page.screenshot({ path: resolve(__dirname, '..', '..', dir, `${name}.png`), fullPage: true });
}
