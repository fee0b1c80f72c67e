import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, dateChipLabel, todayIn } from '@navia/contracts';
import { expect, test } from '../support/test';
import { completeOnboardingViaApi, launchStrategyViaApi, signUpViaApi } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { saveScreen } from '../support/screens';
import { scrollWidth } from '../support/scroll-width';

/**
 * Issue 17 through the UI: launch the 5-day sprint, reschedule its first task by keyboard on the calendar, see its
 * dependants move on the tasks page and in the ICS feed, rotate the feed's address and see the old one refused.
 */
const OFFER_TASK = 'Write your one-sentence offer';
const TEASER = 'Post a teaser that asks people to raise a hand';

interface ApiTask {
  id: string;
  title: string;
  dueDate: string | null;
  dependencyId: string | null;
}

async function tasksOf(request: APIRequestContext, token: string): Promise<ApiTask[]> {
  const res = await request.get('/api/tasks', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { tasks: ApiTask[] }).tasks;
}

async function feedEvents(page: Page, path: string): Promise<{ status: number; events: ICAL.Event[] }> {
  const res = await page.request.get(path);
  if (res.status() !== 200) return { status: res.status(), events: [] };
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { status: 200, events };
}

async function planner(page: Page, tag: string): Promise<string> {
  const { token } = await signUpViaApi(page.request, 'Cal', tag);
  await completeOnboardingViaApi(page.request, token);
  await launchStrategyViaApi(page.request, token);
  return token;
}

test.describe.configure({ timeout: 120_000 });

test('the calendar: reschedule by keyboard, dependants follow on the tasks page and in the ICS feed, rotate the feed', { tag: '@core' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await planner(page, 'calendar');
  const before = await tasksOf(page.request, token);
  const offer = before.find((t) => t.title === OFFER_TASK) as ApiTask;
  const teaser = before.find((t) => t.title === TEASER) as ApiTask;
  expect(teaser.dependencyId).toBe(offer.id);

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const offerChip = page.getByRole('button', { name: new RegExp(`^${OFFER_TASK}, `) });
  await expect(offerChip).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${TEASER}, .*locked`) })).toBeVisible();
  await saveScreen(page, 'calendar-month');
  expect(await blockingViolations(page)).toEqual([]);

  // By keyboard: focus the task, Enter opens it; the date picker takes a date; the preview lists what moves.
  await offerChip.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: OFFER_TASK });
  await expect(dialog).toBeVisible();
  const target = addDays(offer.dueDate as string, 2);
  await dialog.getByLabel('New date').fill(target);
  const preview = dialog.getByRole('status');
  await expect(preview).toContainText('This moves');
  await expect(preview.getByRole('listitem').filter({ hasText: TEASER })).toBeVisible();
  await saveScreen(page, 'calendar-reschedule');
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Move task' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Task moved', { exact: true }).first()).toBeVisible();
  // The sprint's goal date is close: two days later its last tasks pass it, and the toast says so.
  await expect(page.getByText(/moved with it\. 5-Day Launch Sprint is at risk: its tasks now end on/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The tasks page and the API agree: the teaser moved by the same two days.
  const after = await tasksOf(page.request, token);
  expect(after.find((t) => t.id === offer.id)?.dueDate).toBe(target);
  expect(after.find((t) => t.id === teaser.id)?.dueDate).toBe(addDays(teaser.dueDate as string, 2));
  await page.goto('/tasks');
  // The tasks page's date chip says the teaser's new day (the browser, and so the user, are on UTC here).
  const teaserChipLabel = dateChipLabel({ status: 'pending', dueDate: addDays(teaser.dueDate as string, 2), timeframe: null }, todayIn('UTC'));
  await expect(page.getByRole('article', { name: TEASER }).getByText(teaserChipLabel, { exact: true })).toBeVisible();
  // Add to calendar: a single-event .ics with the feed's UID and the new day.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Add to calendar: ${TEASER}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Post-a-teaser-that-asks-people-to-raise-a-hand.ics');
  const single = new ICAL.Component(ICAL.parse(await readFile(await file.path(), 'utf8'))).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(single.map((e) => [e.uid, e.startDate.toString()])).toEqual([[`task-${teaser.id}@navia`, addDays(teaser.dueDate as string, 2)]]);

  // The feed: the moved tasks on their new days, with a higher SEQUENCE.
  await page.goto('/calendar');
  const address = page.getByRole('textbox', { name: 'Calendar feed address' });
  await expect(address).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  const oldPath = new URL(await address.inputValue()).pathname;
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', new RegExp(`^webcal://[^/]+${oldPath}$`));
  const { events } = await feedEvents(page, oldPath);
  const teaserEvent = events.find((e) => e.uid === `task-${teaser.id}@navia`) as ICAL.Event;
  expect(teaserEvent.startDate.toString()).toBe(addDays(teaser.dueDate as string, 2));
  expect(teaserEvent.sequence).toBe(1);
  expect(teaserEvent.summary).toBe(TEASER);

  // Rotate: a new address; the old one is refused from then on.
  await page.getByRole('button', { name: 'Get a new address' }).click();
  const confirm = page.getByRole('dialog', { name: 'Get a new calendar address?' });
  await confirm.getByRole('button', { name: 'Get a new address' }).click();
  await expect(address).not.toHaveValue(new RegExp(`${oldPath}$`));
  const newPath = new URL(await address.inputValue()).pathname;
  expect((await feedEvents(page, oldPath)).status).toBe(404);
  expect((await feedEvents(page, newPath)).status).toBe(200);
});

test('the calendar at 375 px is an agenda by day', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await planner(page, 'calendar-mobile');
  await page.goto('/calendar');
  const agenda = page.getByRole('list', { name: 'Agenda' });
  await expect(agenda).toBeVisible();
  await expect(agenda.getByRole('button', { name: new RegExp(`^${OFFER_TASK}, `) })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  expect(await blockingViolations(page)).toEqual([]);
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  await page.setViewportSize({ width: 375, height: Math.max(812, height) });
  await saveScreen(page, 'calendar-mobile');
});
