import { expect, test } from '../support/test';
import { onboardedUser } from '../support/accounts';
import { saveScreen } from '../support/screens';

test('the pricing page lists the paid plans and switches plan in test mode', async ({ page }) => {
  await onboardedUser(page, 'Pia');
  await page.goto('/pricing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(main.getByText('Unlock premium strategy templates and advanced features')).toBeVisible();
  for (const price of ['$19/month', '$29/month', '$99/month', 'Custom pricing']) await expect(main.getByText(price)).toBeVisible();

  const growCard = main.locator('.ant-card').filter({ has: page.getByText('Grow', { exact: true }) });
  await expect(growCard.getByText('Current plan')).toHaveCount(0);
  await saveScreen(page, 'pricing');
  await main.getByRole('button', { name: 'Switch to Grow' }).click();
  await expect(page.getByText("You're now on the Grow plan.")).toBeVisible();
  await expect(growCard.getByText('Current plan')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Switch to Grow' })).toHaveCount(0);

  // The change is the server's, not only the screen's.
  await page.reload();
  await expect(growCard.getByText('Current plan')).toBeVisible();
});
