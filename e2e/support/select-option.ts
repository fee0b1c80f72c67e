import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Opens the antd select named `label` and picks the option whose text is exactly `option`, as a person would: open
 * the list, click the option, see the list close with the option shown in the box.
 *
 * The click waits for the list's motion to end (antd's `leave` phase sets pointer-events: none, and the `enter`
 * phase moves the list). Even so, a click was once swallowed (fresh-clone run, 2026-11-26: the click was "done", the
 * list stayed open and nothing was chosen; cause not found). If a click does not take, the person clicks the option
 * again: only the list still being open after the click repeats it, so a wrong choice is never retried into a pass.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  const list = page.locator('.ant-select-dropdown:visible');
  const item = list.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${escapeRegExp(option)}$`) });
  await box.click();
  await expect(list).toHaveCount(1);
  await expect(list).not.toHaveClass(/ant-slide-up-(appear|enter|leave)/);
  await expect(async () => {
    if ((await list.count()) > 0) await item.click({ timeout: 5_000 });
    await expect(list).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
  // The closed select shows the chosen option (in place of its placeholder).
  await expect(page.locator('.ant-select').filter({ has: box })).toHaveText(option);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
