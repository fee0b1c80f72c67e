import { expect, test } from '../support/test';
import { PASSWORD, onboardedUser, uniqueEmail } from '../support/accounts';

test('sign up lands on /onboarding, and sign out returns to the sign-in gate', async ({ page }) => {
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByText('Welcome to Navia')).toBeVisible();
  await expect(main.getByText('Please sign in to access your account')).toBeVisible();

  await main.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Ann');
  await dialog.getByLabel('Last name').fill('Lee');
  await dialog.getByLabel('Email').fill(uniqueEmail('signup'));
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Set the foundation' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByText('Please sign in to access your account')).toBeVisible();
  // The session is gone on the server too: a reload does not sign us back in.
  await page.reload();
  await expect(page.getByRole('main').getByText('Please sign in to access your account')).toBeVisible();
});

test('sign in goes to the dashboard and stays signed in after a reload (refresh cookie)', async ({ page, context }) => {
  const { email } = await onboardedUser(page, 'Mia');
  await context.clearCookies(); // start signed out, with the account existing

  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Mia')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Welcome back, Mia')).toBeVisible();
  await expect(page.getByText('Please sign in to access your account')).toHaveCount(0);
});

test('a wrong password shows the server message and stays signed out', async ({ page }) => {
  const { email } = await onboardedUser(page, 'Zoe');
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Email or password is incorrect')).toBeVisible();
});
