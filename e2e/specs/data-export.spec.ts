import { readFile, writeFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { NaviaExport } from '@navia/contracts';
import { expect, test } from '../support/test';
import { completeOnboardingViaApi, launchStrategyViaApi, PASSWORD, signUpViaApi } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { saveScreen } from '../support/screens';
import { scrollWidth } from '../support/scroll-width';

/** Issue 19 item 1 through the UI: "Download my data" in the user menu saves a zip of the whole account. */
test.describe.configure({ timeout: 120_000 });

for (const [viewport, width, height] of [['desktop', 1280, 900], ['phone', 375, 812]] as const) {
  test(`Download my data saves the account as a zip (${viewport})`, { tag: '@core' }, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const { email, token } = await signUpViaApi(page.request, 'Dana', `export-${viewport}`);
    await completeOnboardingViaApi(page.request, token);
    await launchStrategyViaApi(page.request, token);
    const tasks = ((await (await page.request.get('/api/tasks', { headers: { authorization: `Bearer ${token}` } })).json()) as { tasks: unknown[] }).tasks;

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu for Dana' }).click();
    await page.getByRole('menuitem', { name: 'Download my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download my data' });
    await expect(dialog).toBeVisible();
    await saveScreen(page, `data-export-${viewport}`);
    expect(await blockingViolations(page)).toEqual([]);
    if (viewport === 'phone') expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^navia-export-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(dialog.getByText(/^Downloaded navia-export-.*\.zip \(\d+ KB\)$/)).toBeVisible();
    await saveScreen(page, `data-export-done-${viewport}`);

    const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
    const data = NaviaExport.parse(JSON.parse(strFromU8(entries['navia-export.json'])));
    expect(data.account.email).toBe(email);
    expect(data.brands).toHaveLength(1);
    expect(data.strategies).toHaveLength(1);
    expect(data.tasks).toHaveLength(tasks.length);
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['README.md', 'navia-export.schema.json', 'tasks.csv']));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('Delete my account offers the download first, then deletes the account for good (375 px)', { tag: '@core' }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { email, token } = await signUpViaApi(page.request, 'Dana', 'delete-account');
  await completeOnboardingViaApi(page.request, token);
  await launchStrategyViaApi(page.request, token);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu for Dana' }).click();
  await page.getByRole('menuitem', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog.getByRole('button', { name: 'Download my data' })).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^navia-export-.*\.zip$/);
  await expect(dialog.getByText(/^Downloaded navia-export-/)).toBeVisible();

  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That is not your password')).toBeVisible();
  await saveScreen(page, 'delete-account-phone');
  expect(await blockingViolations(page)).toEqual([]);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account is deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed out for good: the old password no longer signs in, and a reload finds no session.
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
});

test('Import data brings another account’s export in, and the same file twice adds nothing', { tag: '@core' }, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The source account: its export, as Download my data saves it.
  const source = await signUpViaApi(page.request, 'Omar', 'import-source');
  await completeOnboardingViaApi(page.request, source.token);
  await launchStrategyViaApi(page.request, source.token);
  const exported = await page.request.get('/api/export', { headers: { authorization: `Bearer ${source.token}` } });
  expect(exported.status()).toBe(200);
  const zipPath = testInfo.outputPath('navia-export.zip');
  await writeFile(zipPath, await exported.body());
  const sourceTasks = NaviaExport.parse(JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.body()))['navia-export.json']))).tasks.length;

  // The importing account (Grow: a second brand profile).
  const { token } = await signUpViaApi(page.request, 'Dana', 'import-target');
  await completeOnboardingViaApi(page.request, token);
  const switched = await page.request.post('/api/billing/test-mode/plan', { data: { plan: 'pro' }, headers: { authorization: `Bearer ${token}` } });
  expect(switched.ok()).toBe(true);
  // The switch ends the older tokens: the one it answers carries the plan.
  const growToken = ((await switched.json()) as { accessToken: string }).accessToken;
  await page.goto('/dashboard');
  const imports = [
    { expected: `Imported 1 brand, 1 strategy, ${sourceTasks} tasks and 0 files`, brandsInMenu: 1 },
    { expected: 'This file was imported before: nothing new was added', brandsInMenu: 2 },
  ];
  for (const { expected, brandsInMenu } of imports) {
    await page.getByRole('button', { name: 'Account menu for Dana' }).click();
    // After the first import the menu opens on the cached brand list and grows by the imported brand when its
    // refetch answers, moving every item below it down a row: a click aimed at Import data then landed on the item
    // above (seen once on the embedded arrangement, 2026-11-27). Click once the list holds what it should.
    await expect(page.getByRole('menuitemradio', { name: /Bean There Café/ })).toHaveCount(brandsInMenu);
    await page.getByRole('menuitem', { name: 'Import data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await dialog.getByLabel('Export file').setInputFiles(zipPath);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByText(expected)).toBeVisible();
    if (expected.startsWith('Imported')) {
      await saveScreen(page, 'import-data-phone');
      expect(await blockingViolations(page)).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  }
  const brands = ((await (await page.request.get('/api/user-brands', { headers: { authorization: `Bearer ${growToken}` } })).json()) as { brands: unknown[] }).brands;
  expect(brands).toHaveLength(2);
});
