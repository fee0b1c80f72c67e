import { expect, test } from '../support/test';
import { onboardedUser } from '../support/accounts';

test('a remote whose entry fails to load shows the fallback while the shell still navigates', async ({ page }) => {
  await onboardedUser(page, 'Rae');
  // The strategies remote is down; the others are fine.
  await page.route('**/remotes/mf-strategies/remoteEntry.js', (route) => route.abort('connectionrefused'));

  await page.goto('/strategies');
  await expect(page.getByText('This area is unavailable right now')).toBeVisible();
  await expect(page.getByText('The rest of the app still works.', { exact: false })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/(dashboard)?$/);
  await expect(page.getByText('Welcome back, Rae')).toBeVisible();
  await expect(page.getByText('This area is unavailable right now')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();
});

test('each remote loads at run time through the manifest', async ({ page }) => {
  await onboardedUser(page, 'Kai');
  const entries: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/remoteEntry.js')) entries.push(new URL(req.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Kai')).toBeVisible();
  await page.goto('/strategies');
  await expect(page.getByRole('heading', { name: 'Strategies', exact: true })).toBeVisible();
  await page.goto('/brand-profile/who-you-are');
  await expect(page.getByRole('heading', { name: 'Brand Headquarters' })).toBeVisible();
  await page.goto('/create/writing');
  await expect(page.getByRole('heading', { name: 'Writing' })).toBeVisible();
  for (const folder of ['mf-dashboard-tasks', 'mf-strategies', 'mf-brand-hq', 'mf-create']) {
    expect(entries).toContain(`/remotes/${folder}/remoteEntry.js`);
  }
});
