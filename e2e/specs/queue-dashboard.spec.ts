import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { Queue, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { QUEUE_NAMES } from '../../packages/contracts/src/events/queues';
import { ONBOARDING, signUpViaApi } from '../support/accounts';
import { readArrangement, runCli } from '../support/arrangement';
import { saveScreen } from '../support/screens';

/**
 * The queue dashboard (bull-board at /admin/queues, docs/operations.md "Queue dashboard") on the production
 * arrangement, BullMQ on Redis: an admin made with the set-admin CLI signs in through /admin/login, sees every queue,
 * and from the UI fixes and retries a failed job, promotes a delayed one and cleans failed and completed jobs; a
 * signed-out browser gets 401 and a signed-in user without the role 403.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One job's card (in a list or on its own page). bull-board 9.10.1 draws a job's actions as icon buttons whose names
 * exist only as hover tooltips, so an action is found by its lucide icon.
 */
const jobCard = (page: Page, id: string) => page.getByRole('link', { name: id, exact: true }).locator('xpath=ancestor::div[contains(@class,"card-")][1]');
const ICONS = { retry: 'lucide-refresh-cw', promote: 'lucide-corner-up-left', updateData: 'lucide-pencil' } as const;
const action = (card: Locator, name: keyof typeof ICONS) => card.locator(`button:has(svg.${ICONS[name]})`);

async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('alertdialog').filter({ hasText: question });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** A status tab of the open queue ("FAILED 2" …). */
const tab = (page: Page, status: string) => page.locator('[class*="statusTabs"]').getByRole('link', { name: new RegExp(`^${status}`, 'i') });

/**
 * bull-board's "Clean all" keeps jobs that finished in the last 5 s (its GRACE_TIME_MS), so a job is only cleaned
 * once that much time has passed since it finished.
 */
async function pastCleanGrace(job: Job | undefined): Promise<void> {
  const finished = job?.finishedOn ?? Date.now();
  const wait = finished + 5_500 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** "Clean all" on the open queue's `state` tab, confirmed: the job's card goes, and so does the job in Redis. */
async function cleanAllFromUi(page: Page, queue: Queue, jobId: string, state: 'failed' | 'completed'): Promise<void> {
  await tab(page, state).click();
  await expect(jobCard(page, jobId)).toBeVisible();
  await pastCleanGrace(await queue.getJob(jobId));
  await page.getByRole('button', { name: 'Clean all' }).click();
  await confirm(page, `Are you sure that you want to clean all ${state} jobs?`);
  await expect(jobCard(page, jobId)).toHaveCount(0);
  expect(await queue.getJob(jobId)).toBeUndefined();
}

test('signed out: 401; signed in without the admin role: 403', async ({ page }) => {
  // Signed out, in the browser.
  expect((await page.goto('/admin/queues'))?.status()).toBe(401);
  await expect(page.getByText('Sign in as an admin: open /admin/login', { exact: false })).toBeVisible();
  expect((await page.request.get('/admin/queues/api/queues')).status()).toBe(401);
  await page.goto('/admin/login');
  await expect(page.getByText('Sign in to Navia first (in this browser), then come back to this page.')).toBeVisible();

  // Signed in (the refresh cookie is in this browser) without the role: the exchange is refused with 403 and no
  // admin cookie is set, so the dashboard stays closed; with the user's own bearer it answers 403.
  const { token } = await signUpViaApi(page.request, 'Uma', 'not-admin');
  const exchange = page.waitForResponse((res) => res.url().endsWith('/admin/session') && res.request().method() === 'POST');
  await page.goto('/admin/login');
  expect((await exchange).status()).toBe(403);
  await expect(page.getByText('Your account is not an admin (npm run set-admin grants it).')).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('navia_admin');
  expect((await page.goto('/admin/queues'))?.status()).toBe(401);
  const withBearer = await page.request.get('/admin/queues', { headers: auth(token) });
  expect(withBearer.status()).toBe(403);
  expect(await withBearer.json()).toMatchObject({ ok: false, error: 'forbidden', status: 403 });
});

test('an admin sees every queue, retries a failed job, promotes a delayed one and cleans failed and completed jobs', async ({ page }) => {
  test.setTimeout(90_000);
  // Tall enough for a queue page with two failed jobs, so a full-page picture has no cut-off sidebar.
  await page.setViewportSize({ width: 1280, height: 1000 });
  const arrangement = readArrangement();

  // An onboarded user (a real brand, for a job that can succeed), made admin with the CLI on this run's database.
  const { email, token } = await signUpViaApi(page.request, 'Ada', 'admin');
  const onboarding = await page.request.post('/api/onboarding/complete', { data: ONBOARDING, headers: auth(token) });
  expect(onboarding.ok()).toBe(true);
  const { brandId } = (await onboarding.json()) as { brandId: string };
  const userId = ((await (await page.request.get('/api/auth/me', { headers: auth(token) })).json()) as { user: { id: string } }).user.id;
  expect(await runCli('services/identity/src/cli/set-admin.ts', [email])).toContain(`${email}: admin is now on`);

  // Jobs on real queues, under this run's prefix, with the names their workers take:
  //  - two first-strategy reports (strategies.brand-milestones, strategies workers) whose payloads fail the job's
  //    validation, so each fails at once: one has a malformed brand id that the admin corrects before retrying, the
  //    other is garbage left to be cleaned;
  //  - a session purge (identity.maintenance, identity workers) delayed by an hour, to be promoted.
  const connection = new IORedis(arrangement.redisUrl, { maxRetriesPerRequest: null });
  const milestones = new Queue('strategies.brand-milestones', { connection, prefix: arrangement.queuePrefix });
  const maintenance = new Queue('identity.maintenance', { connection, prefix: arrangement.queuePrefix });
  const run = Date.now().toString(36);
  try {
    const fixable = await milestones.add('first-strategy', { userId, brandId: 'not-a-brand-id' }, { jobId: `e2e-fixable-${run}`, attempts: 1 });
    const garbage = await milestones.add('first-strategy', { userId: 'nobody', brandId: 'nothing' }, { jobId: `e2e-garbage-${run}`, attempts: 1 });
    const delayed = await maintenance.add('purge-expired-sessions', {}, { jobId: `e2e-delayed-${run}`, delay: 3_600_000 });
    for (const job of [fixable, garbage]) await expect.poll(() => milestones.getJobState(job.id!)).toBe('failed');
    expect(await maintenance.getJobState(delayed.id!)).toBe('delayed');

    // Sign in: /admin/login turns the app session into the admin cookie and opens the dashboard.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/queues$/);
    const queues = page.getByRole('navigation').getByRole('link');
    await expect(queues).toHaveText([...QUEUE_NAMES]);
    for (const name of QUEUE_NAMES) await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
    await saveScreen(page, 'queue-dashboard-queues');

    // Promote the delayed purge: it runs at once and completes.
    await queues.filter({ hasText: /^identity\.maintenance$/ }).click();
    await tab(page, 'delayed').click();
    const delayedCard = jobCard(page, delayed.id!);
    await expect(delayedCard.getByText('purge-expired-sessions')).toBeVisible();
    await action(delayedCard, 'promote').click();
    await confirm(page, 'Are you sure that you want to promote this job?');
    await expect.poll(() => maintenance.getJobState(delayed.id!)).toBe('completed');
    expect((await maintenance.getJob(delayed.id!))?.returnvalue).toEqual({ deleted: expect.any(Number), addressesDeleted: expect.any(Number) });
    await expect(delayedCard).toHaveCount(0);
    await tab(page, 'completed').click();
    await expect(jobCard(page, delayed.id!)).toBeVisible();

    // The failed reports, with the validation error.
    await queues.filter({ hasText: /^strategies\.brand-milestones$/ }).click();
    await tab(page, 'failed').click();
    const fixableCard = jobCard(page, fixable.id!);
    await expect(fixableCard.getByText('Invalid payload for strategies.brand-milestones/first-strategy', { exact: false }).filter({ visible: true })).toBeVisible();
    await expect(jobCard(page, garbage.id!)).toBeVisible();
    await saveScreen(page, 'queue-dashboard-failed');

    // The job's own page: correct its data, then retry it; the strategies worker records the report and it completes.
    await page.getByRole('link', { name: fixable.id!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/queues/queue/strategies\\.brand-milestones/${fixable.id}`));
    const detail = page.getByRole('main');
    await expect(detail.getByText('Invalid payload for strategies.brand-milestones/first-strategy', { exact: false }).filter({ visible: true })).toBeVisible();
    await saveScreen(page, 'queue-dashboard-job');
    await action(detail, 'updateData').click();
    const editor = page.getByRole('dialog').filter({ hasText: 'Update job data' });
    await editor.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify({ userId, brandId }));
    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(editor).toBeHidden();
    await expect.poll(async () => (await milestones.getJob(fixable.id!))?.data).toEqual({ userId, brandId });
    await action(detail, 'retry').click();
    await confirm(page, 'Are you sure that you want to retry this job?');
    await expect.poll(() => milestones.getJobState(fixable.id!)).toBe('completed');
    await page.goto(`/admin/queues/queue/strategies.brand-milestones?status=completed`);
    await expect(jobCard(page, fixable.id!)).toBeVisible();

    // Clean the failed jobs: the garbage report is gone from the page and from Redis.
    await cleanAllFromUi(page, milestones, garbage.id!, 'failed');
    expect((await milestones.getJobCounts('failed')).failed).toBe(0);

    // Clean the completed jobs of identity.maintenance: the promoted purge is gone too.
    await queues.filter({ hasText: /^identity\.maintenance$/ }).click();
    await cleanAllFromUi(page, maintenance, delayed.id!, 'completed');
  } finally {
    await milestones.close();
    await maintenance.close();
    await connection.quit();
  }
});
