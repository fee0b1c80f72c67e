import { expect, test } from '../support/test';
import { PASSWORD, completeOnboardingViaApi, uniqueEmail } from '../support/accounts';

// Runs against `node scripts/start.mjs` with no DATABASE_URL / REDIS_URL: PGlite and the in-process job runner,
// exactly the arrangement a newcomer's `npm start` gives.
test('the embedded default: sign up, onboard, see the dashboard remote', { tag: '@embedded' }, async ({ page }) => {
  const health = await page.request.get('/readyz');
  expect(health.ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Eve');
  await dialog.getByLabel('Email').fill(uniqueEmail('embedded'));
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  const refreshed = await page.request.post('/api/auth/refresh');
  expect(refreshed.ok()).toBe(true);
  await completeOnboardingViaApi(page.request, (await refreshed.json()).accessToken);

  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Eve')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome back, Eve')).toBeVisible();
});
