import { expect, test } from '../support/test';
import { onboardedUser } from '../support/accounts';
import { saveScreen } from '../support/screens';
import { scrollWidth } from '../support/scroll-width';

// The browser's zone: the shell detects it about 1 s after load and stores it for a user who has none.
test.use({ timezoneId: 'America/Los_Angeles' });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the icon rail with hover flyouts, the secondary panel and the Coming Soon items', async ({ page }) => {
    await onboardedUser(page, 'Rae');
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome back, Rae')).toBeVisible();
    const rail = page.getByRole('navigation', { name: 'Main' });
    await expect(rail.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);

    await rail.getByRole('link', { name: 'Brand Headquarters' }).hover();
    const whoYouAre = page.getByRole('link', { name: 'Who You Are' });
    await expect(whoYouAre).toBeVisible();
    await saveScreen(page, 'shell-desktop-flyout');
    await whoYouAre.click();
    await expect(page).toHaveURL(/\/brand-profile\/who-you-are$/);
    const brandPanel = page.getByRole('navigation', { name: 'Brand Headquarters' });
    await expect(brandPanel.getByRole('link', { name: 'Who You Are' })).toHaveAttribute('aria-current', 'page');
    await expect(brandPanel.getByRole('link', { name: 'Your Brand Feel' })).toBeVisible();
    await saveScreen(page, 'shell-desktop-brand-panel');

    await rail.getByRole('link', { name: 'Create' }).hover();
    const images = page.getByRole('link', { name: /Images.*Coming Soon/ }).first();
    await expect(images).toBeVisible();
    await expect(images).toHaveAttribute('href', '#');
    await expect(images).toHaveAttribute('aria-disabled', 'true');
    await expect(images).toHaveAttribute('tabindex', '-1');
    // force: Playwright refuses to click an aria-disabled link; a person still can, and nothing must happen.
    await images.click({ force: true });
    await expect(page).toHaveURL(/\/brand-profile\/who-you-are$/);

    await page.goto('/create/writing');
    const createPanel = page.getByRole('navigation', { name: 'Create' });
    await expect(createPanel.getByRole('link', { name: 'Writing' })).toHaveAttribute('aria-current', 'page');
    await expect(createPanel.getByRole('link', { name: /Video.*Coming Soon/ })).toHaveAttribute('href', '#');

    await page.goto('/tasks');
    await expect(page.getByRole('navigation', { name: 'Brand Headquarters' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Create' })).toHaveCount(0);
  });

  test('the header shows the active brand; the user menu lists brands and the detected timezone', async ({ page }) => {
    await onboardedUser(page, 'Lou');
    await page.goto('/dashboard');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Bean There Café')).toBeVisible();

    await banner.getByRole('button', { name: 'Account menu for Lou' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: /Bean There Café/ })).toHaveAttribute('aria-checked', 'true');
    // Auto-detection ran about 1 s after load: the action now shows the zone's long name.
    await expect(menu.getByRole('menuitem', { name: 'Pacific Standard Time' })).toBeVisible();
    await saveScreen(page, 'shell-desktop-user-menu');
    const me = await (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${await accessToken(page)}` } })).json();
    expect(me.user.publicMetadata).toMatchObject({ timezone: 'America/Los_Angeles', isAutoDetected: true });
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a hamburger drawer and a bottom bar with the first four sections replace the rail', async ({ page }) => {
    await onboardedUser(page, 'Max');
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome back, Max')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Tasks', 'Strategies', 'Brand Headquarters']);
    await saveScreen(page, 'shell-mobile');
    await bar.getByRole('link', { name: 'Tasks' }).click();
    await expect(page).toHaveURL(/\/tasks$/);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: 'Create' })).toBeVisible();
    await saveScreen(page, 'shell-mobile-drawer');
    await drawer.getByRole('link', { name: 'Strategies' }).click();
    await expect(page).toHaveURL(/\/strategies$/);
    await expect(drawer).toBeHidden();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });

  test('the timezone label is shortened to the city when the long name is over 20 characters', async ({ page }) => {
    await onboardedUser(page, 'Gus');
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Gus' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Los Angeles' })).toBeVisible();
  });
});

/** The page's current access token, from a refresh through the page's own cookie jar. */
async function accessToken(page: import('@playwright/test').Page): Promise<string> {
  const res = await page.request.post('/api/auth/refresh');
  return (await res.json()).accessToken;
}
