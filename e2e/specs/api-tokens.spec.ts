import { expect, test } from '../support/test';
import { completeOnboardingViaApi, launchStrategyViaApi, signUpViaApi } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { saveScreen } from '../support/screens';
import { scrollWidth } from '../support/scroll-width';

/** Issue 19 item 4 through the UI: make a token on the settings page, use it as an integration would, revoke it. */
test.describe.configure({ timeout: 120_000 });

for (const [viewport, width, height] of [['desktop', 1280, 900], ['phone', 375, 812]] as const) {
  test(`API tokens: make one, use it, revoke it (${viewport})`, { tag: '@core' }, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const { token } = await signUpViaApi(page.request, 'Ines', `api-tokens-${viewport}`);
    await completeOnboardingViaApi(page.request, token);
    await launchStrategyViaApi(page.request, token);
    const plan = await page.request.post('/api/billing/test-mode/plan', { data: { plan: 'pro' }, headers: { authorization: `Bearer ${token}` } });
    expect(plan.ok()).toBe(true);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu for Ines' }).click();
    await page.getByRole('menuitem', { name: 'API tokens' }).click();
    await expect(page).toHaveURL(/\/settings\/api-tokens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
    await expect(page.getByText('No API tokens yet')).toBeVisible();

    await page.getByLabel('Token name').fill('My spreadsheet');
    await page.getByRole('button', { name: 'Create token' }).click();
    const field = page.getByRole('textbox', { name: 'New API token' });
    await expect(field).toHaveValue(/^navia_pat_/);
    const pat = await field.inputValue();
    await expect(page.getByRole('button', { name: 'Revoke My spreadsheet' })).toBeVisible();
    await saveScreen(page, `api-tokens-${viewport}`);
    expect(await blockingViolations(page)).toEqual([]);
    if (viewport === 'phone') expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

    // The integration's side: the token reads the user's strategies, and cannot write (read scope only).
    const strategies = await page.request.get('/api/strategies', { headers: { authorization: `Bearer ${pat}` } });
    expect(strategies.status()).toBe(200);
    expect(((await strategies.json()) as { strategies: unknown[] }).strategies).toHaveLength(1);
    const write = await page.request.post('/api/files/new', { data: {}, headers: { authorization: `Bearer ${pat}` } });
    expect(write.status()).toBe(403);

    await page.getByRole('button', { name: 'Revoke My spreadsheet' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke "My spreadsheet"?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('No API tokens yet')).toBeVisible();
    expect((await page.request.get('/api/strategies', { headers: { authorization: `Bearer ${pat}` } })).status()).toBe(401);
  });
}
