import { expect, test } from '../support/test';
import { saveScreen } from '../support/screens';

/** Issue 19 item 5: the API reference renders in a browser, from our own files, under the page's policy. */
test('the API reference at /api/docs renders the generated OpenAPI document', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(request.url()));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Navia API/ }).first()).toBeVisible();
  // Operations grouped by service, each with its path as the contracts name it.
  await expect(page.getByText('/api/tasks/{id}', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'tasks' }).first()).toBeVisible();
  expect(refused).toEqual([]);
  // No CDN: everything the page loaded came from our own origin.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  await saveScreen(page, 'api-docs');
});
