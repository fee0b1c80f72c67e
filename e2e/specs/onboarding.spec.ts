import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { saveScreen } from '../support/screens';
import { scrollWidth } from '../support/scroll-width';

async function signUpThroughTheForm(page: Page, firstName: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Email').fill(uniqueEmail('wizard'));
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

function statementFields(main: Locator) {
  return [
    main.getByLabel('Type of person'),
    main.getByLabel('Problem', { exact: true }),
    main.getByLabel('Product or service'),
    main.getByLabel('Benefit'),
  ];
}

test('sign-up → the four onboarding steps with their validation → the dashboard', async ({ page }) => {
  // Sixty-odd steps and a reload: about 15 s alone, past the default 30 s on a loaded runner.
  test.setTimeout(60_000);
  await signUpThroughTheForm(page, 'Ann');
  const main = page.getByRole('main');
  const next = main.getByRole('button', { name: 'Next', exact: true });

  // Step 1: Next stays disabled until both business name and industry are filled.
  await expect(main.getByRole('heading', { level: 1, name: 'Set the foundation' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(next).toBeDisabled();
  await main.getByLabel('Business name').fill('Bean There Café');
  await expect(next).toBeDisabled();
  await main.getByLabel('Website').fill('bean.example');
  const industry = main.getByRole('combobox', { name: 'Industry' });
  await industry.click();
  await industry.fill('Food, Bev');
  await page.keyboard.press('Enter');
  await expect(next).toBeEnabled();
  await saveScreen(page, 'onboarding-1-foundation');
  await next.click();

  // Step 2: the stage carousel; Next disabled until a stage is chosen; only launch, build and grow exist.
  await expect(main.getByRole('heading', { level: 1, name: 'Map your starting point' })).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(main.getByRole('radio')).toHaveCount(3);
  await expect(main.getByRole('radio', { name: 'Elevate' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Previous stage' }).click(); // wraps around to the last card
  await main.getByRole('radio', { name: 'Grow' }).click();
  await expect(main.getByRole('radio', { name: 'Grow' })).toHaveAttribute('aria-checked', 'true');
  await main.getByRole('button', { name: 'Next stage' }).click(); // wraps back to the first card
  await main.getByRole('radio', { name: 'Launch' }).click();
  await expect(main.getByRole('radio', { name: 'Grow' })).toHaveAttribute('aria-checked', 'false');
  await saveScreen(page, 'onboarding-2-starting-point');
  await next.click();

  // Step 3: the North Star sentence, its validation, the example and Clear buttons.
  await expect(main.getByRole('heading', { level: 1, name: 'Your North Star Statement' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'North Star Statement' })).toContainText(/Bean There Café\s*helps:/);
  await next.click();
  await expect(page.getByText('Please complete all fields')).toBeVisible();
  await expect(page.getByText('All fields in your North Star Statement are required to continue.')).toBeVisible();

  await main.getByRole('button', { name: 'Show me an example' }).click();
  await expect(page.getByText('Example loaded!')).toBeVisible();
  await expect(page.getByText('Populated with an example for Food, Beverage & Hospitality')).toBeVisible();
  for (const field of statementFields(main)) await expect(field).not.toHaveValue('');
  await saveScreen(page, 'onboarding-3-north-star');

  await main.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Form cleared')).toBeVisible();
  // One toast at a time: 'Form cleared' replaced 'Example loaded!'.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(1);
  for (const field of statementFields(main)) await expect(field).toHaveValue('');

  const [person, problem, product, benefit] = statementFields(main);
  await person.fill('busy commuters');
  await problem.fill('short on time every morning');
  await product.fill('pre-ordered coffee');
  await benefit.fill('start the day calm');

  // The draft survives a reload.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Your North Star Statement' })).toBeVisible();
  await expect(person).toHaveValue('busy commuters');
  await expect(problem).toHaveValue('short on time every morning');
  await expect(product).toHaveValue('pre-ordered coffee');
  await expect(benefit).toHaveValue('start the day calm');

  // Back moves one step, Next returns.
  await main.getByRole('button', { name: 'Back' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Map your starting point' })).toBeVisible();
  await next.click();
  await next.click();

  // Step 4: launch.
  await expect(main.getByRole('heading', { level: 1, name: 'Launch with confidence' })).toBeVisible();
  await expect(main.getByText('Nice to meet you, Bean There Café!')).toBeVisible();
  await saveScreen(page, 'onboarding-4-launch');
  await main.getByRole('button', { name: "Let's go! →" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // Their first dashboard: a new person is welcomed, not welcomed back.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ann' })).toBeVisible();
  // The server has the brand: the header shows it.
  await expect(page.getByRole('banner').getByText('Bean There Café')).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the stage carousel fits and works', async ({ page }) => {
    await signUpThroughTheForm(page, 'Kim');
    const main = page.getByRole('main');
    await main.getByLabel('Business name').fill('Kim Yoga');
    const industry = main.getByRole('combobox', { name: 'Industry' });
    await industry.click();
    await industry.fill('Beauty');
    await page.keyboard.press('Enter');
    await main.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Map your starting point' })).toBeVisible();
    await main.getByRole('button', { name: 'Next stage' }).click();
    await main.getByRole('radio', { name: 'Build' }).click();
    await expect(main.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
    // Nothing overflows the viewport sideways.
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await saveScreen(page, 'onboarding-2-starting-point-mobile');
  });
});
