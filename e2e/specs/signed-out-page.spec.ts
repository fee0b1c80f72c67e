import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { PASSWORD, onboardedUser } from '../support/accounts';
import { saveScreen } from '../support/screens';

// The signed-out start page (issue 16): `/` answers a browser without a session with the header and the welcome card
// already in the HTML, so they paint before any of the app's code has run; the app then renders over them.
test.use({ viewport: { width: 375, height: 740 } });

const PRERENDERED = 'data-prerendered="signed-out"';
const heading = (page: Page) => page.getByRole('heading', { name: 'Welcome to Navia' });
/** The prerendered page's elements carry the classes its style attributes became; the app's do not. */
const takenOver = (page: Page) => expect(page.locator('[class*="navia-prerendered-"]')).toHaveCount(0);

test('a signed-out visitor gets the welcome card in the HTML; a tap before the app has loaded still opens its dialog', { tag: '@core' }, async ({ page, context }) => {
  const { email } = await onboardedUser(page, 'Noa');
  await context.clearCookies();

  // The app's first-screen code is held back until the tap has happened, so the tap lands on the prerendered card.
  const held: Route[] = [];
  const firstScreenChunk = /\/first-screen\.[0-9a-f]+\.js$/;
  await page.route(firstScreenChunk, (route) => {
    held.push(route);
  });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
  });

  const answer = await page.goto('/', { waitUntil: 'domcontentloaded' });
  const html = (await answer?.text()) ?? '';
  expect(html).toContain(PRERENDERED);
  expect(html).toContain('Please sign in to access your account');
  await expect(heading(page)).toBeVisible();
  const before = await heading(page).boundingBox();

  await expect.poll(() => held.length).toBeGreaterThan(0);
  // Before the app's code: the skip link still comes into view on the keyboard's first Tab (CSS :focus, no handler).
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await saveScreen(page, 'signed-out-page-prerendered-375');
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(firstScreenChunk);

  // The app takes over, draws the card where it was, and opens the dialog the early tap asked for.
  await takenOver(page);
  expect(await heading(page).boundingBox()).toEqual(before);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toBeVisible();
  // The gateway saw no session: the app asked for none.
  expect(refreshes).toEqual([]);

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed in, the browser holds the session hint, and `/` is the app's page, restoring the session.
  const again = await page.goto('/');
  expect(await again?.text()).not.toContain(PRERENDERED);
  await expect(page.getByText('Welcome back, Noa')).toBeVisible();

  // Signed out, the hint is gone with the session: `/` is the prerendered page again.
  await page.getByRole('button', { name: 'Account menu for Noa' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('main').getByText('Please sign in to access your account')).toBeVisible();
  const signedOut = await page.goto('/');
  expect(await signedOut?.text()).toContain(PRERENDERED);
  await takenOver(page);
  await expect(heading(page)).toBeVisible();
});
