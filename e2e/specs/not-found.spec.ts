import { expect, test } from '../support/test';

test('an unknown path shows the 404 card', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('an unknown API path answers a JSON 404 in the one error shape', async ({ request }) => {
  const res = await request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ ok: false, error: 'not_found', status: 404, message: 'No API route for /api/no-such-thing' });
});
