import { expect, test } from '../support/test';
import { onboardedUser, signUpViaApi } from '../support/accounts';
import { blockingViolations } from '../support/axe';

// axe-core through Playwright: the gate, onboarding and pricing pages carry no serious or critical violation.

test('the sign-in gate and its sign-up modal', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Please sign in to access your account')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the onboarding wizard, step by step', async ({ page }) => {
  await signUpViaApi(page.request, 'Ada', 'a11y');
  await page.goto('/onboarding');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Set the foundation' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await main.getByLabel('Business name').fill('Ada Studio');
  const industry = main.getByRole('combobox', { name: 'Industry' });
  await industry.click();
  await industry.fill('Technology');
  await page.keyboard.press('Enter');
  await main.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Map your starting point' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await main.getByRole('radio', { name: 'Launch' }).click();
  await main.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Your North Star Statement' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the pricing page, signed out and signed in', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await onboardedUser(page, 'Ivy');
  await page.goto('/pricing');
  await expect(page.getByText('Current plan').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
