import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ONBOARDING, onboardedUser } from '../support/accounts';

async function switchPlan(page: Page, plan: string) {
  const { accessToken } = await (await page.request.post('/api/auth/refresh')).json();
  const res = await page.request.post('/api/billing/test-mode/plan', { data: { plan }, headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.ok()).toBe(true);
}

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 90_000 });

test('create a second brand from the user menu, work on it, and switch back to the first', async ({ page }) => {
  await onboardedUser(page, 'Bo');
  await page.goto('/dashboard');
  const banner = page.getByRole('banner');
  await expect(banner.getByText(ONBOARDING.companyName)).toBeVisible();

  // The free plan allows one brand: the item leads to the plans.
  const accountMenu = banner.getByRole('button', { name: 'Account menu for Bo' });
  await accountMenu.click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Add Brand (upgrade)' })).toBeVisible();
  await page.keyboard.press('Escape');

  await switchPlan(page, 'pro');
  await page.reload();
  await expect(banner.getByText(ONBOARDING.companyName)).toBeVisible();
  await accountMenu.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Add Brand', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Brand' });
  await dialog.getByLabel('Company name').fill('Second Cup Roasters');
  await dialog.getByRole('button', { name: 'Create Brand' }).click();

  await expect(page).toHaveURL(/\/brand-profile\/who-you-are$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Second Cup Roasters is now your active brand.')).toBeVisible();
  await expect(banner.getByText('Second Cup Roasters')).toBeVisible();
  await expect(banner.getByText(ONBOARDING.companyName)).toHaveCount(0);
  // Brand HQ reads the new brand's record: its own name (the server fills it from the brand) and nothing else yet.
  const company = page.getByRole('region', { name: 'Your Company' });
  await expect(company.getByLabel('Company name', { exact: true })).toHaveValue('Second Cup Roasters');
  await expect(company.getByLabel('Website', { exact: true })).toHaveValue('');

  await accountMenu.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'Second Cup Roasters' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: ONBOARDING.companyName }).click();
  await expect(banner.getByText(ONBOARDING.companyName)).toBeVisible();
  await expect(company.getByLabel('Company name', { exact: true })).toHaveValue(ONBOARDING.companyName);
  await expect(company.getByLabel('Website', { exact: true })).toHaveValue(ONBOARDING.website);

  // The choice survives a reload.
  await page.reload();
  await expect(banner.getByText(ONBOARDING.companyName)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Company' }).getByLabel('Company name', { exact: true })).toHaveValue(ONBOARDING.companyName);
});
