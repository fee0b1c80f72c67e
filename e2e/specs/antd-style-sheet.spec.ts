import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { completeBrandSetupViaApi, completeOnboardingViaApi, launchStrategyViaApi, signUpViaApi } from '../support/accounts';

// Issue 16: antd's components take their CSS from the style sheet the shell's build makes
// (packages/client-kit/build/antd-style-sheet.tsx), so the browser does not generate it. What antd still inserts at
// run time is CSS variables only (the theme's tokens and each component's), never a component's rules: a
// registration the sheet misses (a component added without rebuilding the list, a theme changed without the sheet)
// shows here as a <style> with rules in it.

/** The <style> elements antd's CSS-in-JS inserted that hold more than CSS variables. */
async function generatedRules(page: Page): Promise<string[]> {
  const styles = await page.evaluate<string[]>("[...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent)");
  return styles.filter((css) => !/^(\.css-var-[\w-]+(\.[\w-]+)*\{[^{}]*\})*$/.test(css)).map((css) => css.slice(0, 120));
}

test('signed-in screens take every antd component style from the built sheet', async ({ page }) => {
  const { token } = await signUpViaApi(page.request, 'Sheet', 'sheet');
  await completeOnboardingViaApi(page.request, token);
  await completeBrandSetupViaApi(page.request, token);
  await launchStrategyViaApi(page.request, token);

  for (const route of ['/dashboard', '/tasks', '/strategies', '/brand-profile/who-you-are', '/create/writing']) {
    await page.goto(route);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="stylesheet"][href^="/antd."]')).toHaveCount(1);
    expect(await generatedRules(page), route).toEqual([]);
  }
  // The user menu: a dropdown, which the first screens do not show open.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Sheet/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await generatedRules(page)).toEqual([]);
});
