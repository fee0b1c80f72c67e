import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { completeBrandSetupViaApi, completeOnboardingViaApi, signUpViaApi } from '../support/accounts';
import { saveScreen } from '../support/screens';
import { scrollWidth } from '../support/scroll-width';

const TEMPLATE = 'Facebook Grand Opening in 10 Days';
const SLUG = 'facebook-grand-opening-in-10-days';

const dialog = (page: Page, name: string) => page.getByRole('dialog').filter({ has: page.getByText(name, { exact: true }) });
const card = (page: Page) => page.getByRole('article', { name: TEMPLATE });
const taskCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/**
 * Issue 5, through the UI on the production arrangement: guide → filtered templates → launch with change values →
 * the strategy card → View Tasks → complete a task (its dependant unlocks) → Track & Manage shows the progress →
 * mark complete → delete.
 */
test('a strategy from the guide to its deletion', { tag: '@core' }, async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await signUpViaApi(page.request, 'Ann', 'strategies');
  await completeOnboardingViaApi(page.request, token);
  await completeBrandSetupViaApi(page.request, token);

  await page.goto('/strategies');
  await expect(page.getByRole('heading', { name: 'Strategies', level: 1 })).toBeVisible();
  // Free plan: one active strategy at most.
  await expect(page.getByText('0/1', { exact: false }).first()).toBeVisible();

  // The guide: priority, then channel.
  await page.getByRole('button', { name: 'Strategy Guide' }).click();
  const guide = dialog(page, 'Your Strategy Guide');
  await expect(guide.getByText("What's your biggest marketing priority right now?")).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await guide.getByRole('radio', { name: /Launch something new/ }).check();
  await saveScreen(page, 'strategies-guide');
  await guide.getByRole('button', { name: 'Continue' }).click();
  await guide.getByRole('radio', { name: /On Facebook/ }).check();
  await guide.getByRole('button', { name: 'Continue' }).click();

  // The templates dialog opens with those filters.
  const templates = dialog(page, 'Marketing Strategies');
  await expect(card(page)).toBeVisible();
  await expect(templates.getByRole('article', { name: 'Instagram Posting Rhythm: 3 Posts a Week for 30 Days' })).toHaveCount(0);
  await expect(card(page).getByText('Explore')).toBeVisible();
  await saveScreen(page, 'strategies-templates');
  await card(page).getByRole('button', { name: 'Launch this Strategy' }).click();

  // The launch dialog: three change key results need their current values.
  const launch = dialog(page, 'Launch Strategy');
  await expect(launch.getByText('Edit and confirm your strategy details before launching.')).toBeVisible();
  await expect(launch.getByText('Durration')).toBeVisible();
  // A task key result names its tag (spec part 2 §2.4).
  await expect(launch.getByText(/^0 of 3 tasks with the tag ".+"$/).first()).toBeVisible();
  const launchButton = launch.getByRole('button', { name: 'Launch Strategy' });
  await expect(launchButton).toBeDisabled();
  const values = launch.getByPlaceholder('Enter your current number');
  await expect(values).toHaveCount(3);
  await values.nth(0).fill('4x0');
  await expect(values.nth(0)).toHaveValue('40');
  await expect(launch.getByText('48 RSVPs')).toBeVisible();
  await launch.locator('label').filter({ hasText: /^50%$/ }).first().click();
  await expect(launch.getByText('60 RSVPs')).toBeVisible();
  await values.nth(1).fill('120');
  await values.nth(2).fill('8');
  await saveScreen(page, 'strategies-launch');
  await launchButton.click();
  await expect(page.getByText('Strategy Launched!')).toBeVisible();

  // The card on the page, once the dialogs have closed.
  await expect(templates).toBeHidden();
  const strategy = page.getByRole('tabpanel').getByRole('article', { name: TEMPLATE });
  await expect(strategy).toBeVisible();
  await expect(strategy.getByText('5 Minutes')).toBeVisible();
  await expect(page.getByText('1/1', { exact: false }).first()).toBeVisible();
  await saveScreen(page, 'strategies-page');

  // View Tasks → the tasks page, filtered to this strategy.
  await strategy.getByRole('button', { name: 'View Tasks' }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks\\?filter=strategy-${SLUG}$`));
  const prerequisite = taskCard(page, 'Get your Facebook Page opening-ready');
  const dependant = taskCard(page, 'Create a Facebook Event for opening day');
  await expect(dependant.getByText('Locked')).toBeVisible();
  await expect(dependant.getByText('Complete "Get your Facebook Page opening-ready" first')).toBeVisible();
  await prerequisite.getByRole('checkbox', { name: 'Mark Complete' }).click();
  await expect(prerequisite.getByRole('checkbox', { name: 'Complete' })).toBeChecked();
  await expect(dependant.getByText('Locked')).toHaveCount(0);
  await dependant.getByRole('checkbox', { name: 'Mark Complete' }).click();
  await expect(dependant.getByRole('checkbox', { name: 'Complete' })).toBeChecked();
  // After the 1.2 s checkmark, so the picture shows the page at rest.
  await page.waitForTimeout(1300);
  await saveScreen(page, 'tasks-page-strategy-filter');

  // Track & Manage: the task key result counts the completed 'local_reach' task; the card counts both.
  await page.goto('/strategies');
  await expect(strategy.getByLabel(`${TEMPLATE} progress`)).toHaveAttribute('aria-valuenow', '17', { timeout: 15_000 });
  await strategy.getByRole('button', { name: 'Track & Manage' }).click();
  const manage = dialog(page, 'Track & Manage');
  await expect(manage.getByText('Review and manage your strategy details.')).toBeVisible();
  await expect(manage.getByText('1/3 tasks')).toBeVisible();
  await expect(manage.getByText('0/4 tasks').first()).toBeVisible();
  await saveScreen(page, 'strategies-track-manage');

  // Mark it complete: a confirmation, then the completed card.
  await manage.getByRole('switch', { name: 'Mark strategy as completed' }).click();
  await manage.getByRole('button', { name: 'Save & Close' }).click();
  await dialog(page, 'Mark Strategy as Complete').getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByText('Strategy Updated!')).toBeVisible();
  await expect(strategy.getByText('Strategy Complete')).toBeVisible();
  await expect(strategy.getByText('Completed On')).toBeVisible();
  await expect(strategy.getByRole('button', { name: 'View Tasks' })).toHaveCount(0);

  // Its open tasks are gone; the two done ones stay.
  await page.goto(`/tasks?filter=strategy-${SLUG}`);
  await expect(prerequisite).toBeVisible();
  await expect(taskCard(page, 'Share the event in local community groups')).toHaveCount(0);

  // Delete it.
  await page.goto('/strategies');
  await strategy.getByRole('button', { name: 'Track & Manage' }).click();
  await manage.getByRole('button', { name: 'Delete' }).click();
  const confirm = dialog(page, 'Delete Strategy');
  await expect(confirm.getByText(`Are you sure you want to delete "${TEMPLATE}"? This action will permanently remove all associated tasks and progress. This cannot be undone.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Strategy Deleted')).toBeVisible();
  await expect(strategy).toHaveCount(0);
  await page.goto('/tasks');
  await expect(page.getByText('No tasks found')).toBeVisible();
});

test('templates say why a strategy cannot be launched yet', async ({ page }) => {
  const { token } = await signUpViaApi(page.request, 'Bo', 'strategies-gates');
  await completeOnboardingViaApi(page.request, token);

  // Brand setup incomplete: the button sends the owner to finish it first.
  await page.goto('/strategies');
  await page.getByRole('button', { name: 'Launch a Strategy' }).click();
  const first = page.getByRole('article', { name: '5-Day Launch Sprint' });
  await expect(first.getByRole('button', { name: 'Complete Your Brand Setup to Start' })).toBeVisible();
  await first.getByRole('button', { name: 'Complete Your Brand Setup to Start' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Please complete your brand setup before creating your first strategy.')).toBeVisible();

  // A locked tier names the plan it needs.
  await completeBrandSetupViaApi(page.request, token);
  await page.goto('/strategies');
  await page.getByRole('button', { name: 'Launch a Strategy' }).click();
  const templates = dialog(page, 'Marketing Strategies');
  await templates.getByRole('combobox', { name: 'Goal' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^Launch$/ }).click();
  await templates.getByRole('combobox', { name: 'Platform' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^Instagram$/ }).click();
  const locked = page.getByRole('article', { name: 'Instagram Product Launch in 14 Days' });
  await expect(locked.getByText('This strategy requires a Build plan')).toBeVisible();
  await locked.getByRole('button', { name: 'Upgrade to Launch' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('strategies and tasks at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { token } = await signUpViaApi(page.request, 'Cy', 'strategies-mobile');
  await completeOnboardingViaApi(page.request, token);
  await completeBrandSetupViaApi(page.request, token);
  const launched = await page.request.post('/api/strategies/create-from-template', {
    headers: { authorization: `Bearer ${token}` },
    data: { templateId: 'five-day-launch-sprint', changeValues: { obj0_kr1: '30', obj1_kr1: '10' } },
  });
  expect(launched.status()).toBe(201);

  await page.goto('/strategies');
  await expect(page.getByRole('tabpanel').getByRole('article', { name: '5-Day Launch Sprint' })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await saveScreen(page, 'strategies-page-mobile');

  // Under 640 px the templates dialog is a full-screen card.
  await page.getByRole('button', { name: 'Launch a Strategy' }).click();
  const templates = dialog(page, 'Marketing Strategies');
  await expect(templates.getByRole('button', { name: 'Next templates' })).toBeVisible();
  await expect.poll(async () => (await templates.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(370);
  await saveScreen(page, 'strategies-templates-mobile');

  await page.goto('/tasks?filter=strategy-5-day-launch-sprint');
  await expect(page.getByRole('article', { name: 'Write your one-sentence offer' })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await saveScreen(page, 'tasks-page-mobile');
});
