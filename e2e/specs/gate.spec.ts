import { expect, test } from '../support/test';
import { onboardedUser, signUpViaApi } from '../support/accounts';
import { saveScreen } from '../support/screens';

test('a signed-out visitor sees the auth loading text, then the welcome card on every gated route', async ({ page }) => {
  // Hold the session restore so the loading state is observable, then let it answer (no cookie: signed out).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/refresh', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/tasks');
  await expect(page.getByText('Loading authentication...')).toBeVisible();
  release();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Welcome to Navia' })).toBeVisible();
  await expect(main.getByText('Please sign in to access your account')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  // The header offers the same two buttons.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await saveScreen(page, 'shell-sign-in-gate');

  for (const path of ['/', '/dashboard', '/strategies', '/brand-profile/who-you-are', '/create/writing', '/onboarding', '/design-system-demo']) {
    await page.goto(path);
    await expect(main.getByText('Please sign in to access your account'), path).toBeVisible();
  }
});

test('a signed-in user who has not finished onboarding is sent to /onboarding from gated routes', async ({ page }) => {
  await signUpViaApi(page.request, 'Noa', 'not-onboarded');
  for (const path of ['/dashboard', '/tasks?filter=strategy-x', '/strategies', '/brand-profile', '/create']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Set the foundation' })).toBeVisible();
  }
  // /pricing is not gated: no redirect.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
});

test('/my-tasks redirects to /tasks and the Create placeholders show their titles and texts', async ({ page }) => {
  await onboardedUser(page, 'Pat');
  await page.goto('/my-tasks');
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const placeholders = [
    ['/create/images', 'Images', 'Select and apply images'],
    ['/create/video', 'Video', 'Select and apply videos'],
    ['/create/publishing', 'Publishing', 'Add to calendar and or instant publish'],
  ] as const;
  for (const [path, title, text] of placeholders) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
});
