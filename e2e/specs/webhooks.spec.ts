import { createHmac } from 'node:crypto';
import http from 'node:http';
import { expect, test } from '../support/test';
import { completeOnboardingViaApi, signUpViaApi } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { saveScreen } from '../support/screens';
import { scrollWidth } from '../support/scroll-width';
import { WEBHOOK_RECEIVER_PORT } from '../playwright.config';

/**
 * Issue 19 item 6 through the UI: add a webhook, send a test event, read the delivery log. On the embedded arrangement
 * (`npm start`, which may name a private receiver) the event reaches a receiver this test runs, signed with the
 * secret the page showed. Production refuses private receivers, so there the walk adds a webhook for a public address and
 * sends it nothing (a test event would leave the machine); the delivery itself is tested on production by
 * services/identity/test/webhooks.test.ts.
 */
test.describe.configure({ timeout: 120_000 });

test('Webhooks: add one, send a test event, see it in the log', { tag: '@core' }, async ({ page }, testInfo) => {
  const embedded = testInfo.project.name === 'embedded';
  const received: Array<{ headers: http.IncomingHttpHeaders; raw: string }> = [];
  const receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw });
      res.writeHead(204).end();
    });
  });
  if (embedded) await new Promise<void>((resolve) => receiver.listen(WEBHOOK_RECEIVER_PORT, '127.0.0.1', resolve));
  try {
    for (const [width, height, name] of [[1280, 900, 'desktop'], [375, 812, 'phone']] as const) {
      await page.setViewportSize({ width, height });
      received.length = 0;
      const { token } = await signUpViaApi(page.request, 'Hana', `webhooks-${name}`);
      await completeOnboardingViaApi(page.request, token);
      expect((await page.request.post('/api/billing/test-mode/plan', { data: { plan: 'pro' }, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);

      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Account menu for Hana' }).click();
      await page.getByRole('menuitem', { name: 'Webhooks' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await expect(page.getByText('No webhooks yet')).toBeVisible();
      const url = embedded ? `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}/hooks/${name}` : `https://93.184.215.14/hooks/${name}`;
      await page.getByLabel('Receiver URL').fill(url);
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const secretField = page.getByRole('textbox', { name: 'Signing secret' });
      await expect(secretField).toHaveValue(/^whsec_/);
      const secret = await secretField.inputValue();

      if (embedded) {
        await page.getByRole('button', { name: 'Send test event' }).click();
        const log = page.getByRole('list', { name: 'Deliveries' });
        await expect(log.getByText('ping')).toBeVisible();
        // Delivered: the log says so (it re-reads every 5 s), and the receiver got it signed with the secret shown.
        await expect(log.getByText('delivered')).toBeVisible();
        const ping = received.find((r) => r.headers['x-navia-event'] === 'ping' && JSON.parse(r.raw).data.webhookId);
        expect(ping).toBeDefined();
        const expected = `sha256=${createHmac('sha256', secret).update(`${ping?.headers['x-navia-timestamp']}.${ping?.raw}`).digest('hex')}`;
        expect(received.some((r) => r.headers['x-navia-signature'] === expected)).toBe(true);
      } else {
        // No test event here: it would go to an address outside this machine. The log is empty, and says so.
        await page.getByRole('button', { name: 'Deliveries' }).click();
        await expect(page.getByText('No deliveries yet').first()).toBeVisible();
      }
      await saveScreen(page, `webhooks-${name}-${testInfo.project.name}`);
      expect(await blockingViolations(page)).toEqual([]);
      if (name === 'phone') expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: `Delete webhook ${url}` }).click();
      await page.getByRole('dialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('No webhooks yet')).toBeVisible();
      await page.context().clearCookies();
    }
  } finally {
    await new Promise<void>((resolve) => (receiver.listening ? receiver.close(() => resolve()) : resolve()));
  }
});
