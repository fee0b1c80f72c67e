import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { addDays, todayIn, type CreateTasksBody, type DashboardStats } from '@navia/contracts';
import { signAccessToken } from '@navia/service-kit';
import { setTimeZone, startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';
import { identityUserLookups } from '@navia/gateway/test/support/identity-lookups';

let sys: TestSystem;
let db: Knex;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'tasks'] });
  db = sys.db();
});
afterAll(() => sys.stop());

let counter = 0;
async function newUser(timeZone: string) {
  counter += 1;
  const client = new TestClient(sys.url);
  const { user } = await client.signUp(uniqueEmail(`stats-${counter}`));
  await setTimeZone(client, timeZone);
  return { client, userId: user.id as string };
}

type Item = CreateTasksBody['tasks'][number];
const item = (key: string, dueDate: string | null, extra: Partial<Item> = {}): Item => ({
  key, title: `Task ${key}`, description: '', dueDate, taskType: 'social_post', actionType: 'manual', tags: [], ...extra,
});

/** Creates a strategy's tasks through the internal call the strategies service uses; answers key → id. */
async function createStrategy(userId: string, tasks: Item[], brandId = randomUUID()): Promise<Record<string, string>> {
  const res = await fetch(`${sys.gateway.serviceUrls.tasks}/internal/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-navia-service-token': sys.config.secrets.serviceToken },
    body: JSON.stringify({ userId, brandId, strategyId: randomUUID(), strategyName: 'Launch', tasks } satisfies CreateTasksBody),
  });
  expect(res.status).toBe(201);
  const { tasks: created } = (await res.json()) as { tasks: { key: string; id: string }[] };
  return Object.fromEntries(created.map((t) => [t.key, t.id]));
}

const stats = async (client: TestClient, query = '') => {
  const res = await client.call<DashboardStats>('GET', `/api/dashboard/stats${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

const tasks = () => db.withSchema('tasks').table('tasks');
/** Marks a task completed at an exact instant (what a completion at that moment would have stored). */
const completedAt = (id: string, at: Date) => tasks().where({ id }).update({ status: 'completed', completed_at: at, updated_at: at });

/** Midnight starting `day` in a zone without daylight saving, as an instant. */
function midnight(day: string, utcOffsetMinutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000;
}

it('counts today, overdue, open and active strategies with the tasks page’s buckets, in the user’s zone', async () => {
  const zone = 'America/Los_Angeles';
  const { client, userId } = await newUser(zone);
  const today = todayIn(zone);
  const open = await createStrategy(userId, [
    item('overdue', addDays(today, -2)),
    item('today', today),
    item('tomorrow', addDays(today, 1)),
    item('someday', null),
    item('undatedToday', null),
    item('undatedOverdue', null),
  ]);
  await tasks().where({ id: open.undatedToday }).update({ timeframe: 'today' });
  await tasks().where({ id: open.undatedOverdue }).update({ status: 'overdue' });
  const finished = await createStrategy(userId, [item('done', addDays(today, -1))]);
  expect((await client.call('PATCH', `/api/tasks/${finished.done}/status`, { status: 'completed' })).status).toBe(200);

  const body = await stats(client);
  expect(body).toMatchObject({
    asOf: today,
    timeZone: zone,
    today: 2, // due today, and undated with timeframe today
    overdue: 2, // dated before today, and undated with status overdue
    open: 6,
    completedToday: 1,
    activeStrategies: 1, // the strategy whose only task is completed is not active
    streak: 1,
  });
  expect(body.completedThisWeek).toBe(1);
  // Sunday to Saturday around today.
  expect(new Date(`${body.weekStart}T00:00:00Z`).getUTCDay()).toBe(0);
  expect(body.weekEnd).toBe(addDays(body.weekStart, 6));
  expect(body.weekStart <= today && today <= body.weekEnd).toBe(true);

  // Reopening the task takes it out of the completed figures again.
  await client.call('PATCH', `/api/tasks/${finished.done}/status`, { status: 'pending' });
  expect(await stats(client)).toMatchObject({ completedToday: 0, completedThisWeek: 0, streak: 0, open: 7, overdue: 3, activeStrategies: 2 });
  expect((await tasks().where({ id: finished.done }).first()).completed_at).toBeNull();
});

it('follows the user’s calendar day: the same tasks count differently an ocean apart', async () => {
  // Kiritimati (UTC+14) and Honolulu (UTC−10) share the clock and are always exactly one calendar day apart.
  const { client, userId } = await newUser('Pacific/Kiritimati');
  const kiritimatiToday = todayIn('Pacific/Kiritimati');
  const honoluluToday = todayIn('Pacific/Honolulu');
  expect(honoluluToday).toBe(addDays(kiritimatiToday, -1));
  await createStrategy(userId, [item('k', kiritimatiToday), item('h', honoluluToday)]);

  const lookups = await identityUserLookups();
  expect(await stats(client)).toMatchObject({ asOf: kiritimatiToday, today: 1, overdue: 1 });
  await setTimeZone(client, 'Pacific/Honolulu');
  // For Honolulu the Kiritimati task is tomorrow's: not counted; the other is today's.
  expect(await stats(client)).toMatchObject({ asOf: honoluluToday, timeZone: 'Pacific/Honolulu', today: 1, overdue: 0 });
  // Both zones came with the access token (the change answered one carrying the new zone): identity was not asked.
  expect(await identityUserLookups()).toBe(lookups);
});

it('reads the stored zone from identity for an access token issued before tokens carried it', async () => {
  const { client, userId } = await newUser('Pacific/Kiritimati');
  const { sid } = JSON.parse(Buffer.from(client.token.split('.')[1], 'base64url').toString()) as { sid: string };
  // What identity signed before the `tz` claim existed: the same session, the plan, no zone.
  const older = signAccessToken({ sub: userId, sid, pla: 'free' }, sys.config.secrets.jwtPrivateKey, 600);

  const lookups = await identityUserLookups();
  const res = await client.call<DashboardStats>('GET', '/api/dashboard/stats', undefined, { authorization: `Bearer ${older}` });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ asOf: todayIn('Pacific/Kiritimati'), timeZone: 'Pacific/Kiritimati' });
  expect(await identityUserLookups()).toBe(lookups + 1);
});

it.each([
  ['Asia/Kolkata', 330],
  ['Pacific/Kiritimati', 840],
  ['Pacific/Honolulu', -600],
  ['UTC', 0],
])('counts a completion by the day it happened in %s, either side of the user’s midnight', async (zone, offset) => {
  const { client, userId } = await newUser(zone);
  const today = todayIn(zone);
  const ids = await createStrategy(userId, ['a', 'b', 'c', 'd'].map((key) => item(key, null)));
  const startOfToday = midnight(today, offset);
  await completedAt(ids.a, new Date(startOfToday + 60_000)); // today, one minute in
  await completedAt(ids.b, new Date(startOfToday - 60_000)); // yesterday, one minute before midnight
  await completedAt(ids.c, new Date(startOfToday - 86_400_000 - 60_000)); // the day before
  await completedAt(ids.d, new Date(startOfToday - 3 * 86_400_000 - 60_000)); // after a day without any

  const dayOfWeek = new Date(`${today}T00:00:00Z`).getUTCDay();
  const weekStart = addDays(today, -dayOfWeek);
  const inWeek = [today, addDays(today, -1), addDays(today, -2), addDays(today, -4)].filter((d) => d >= weekStart).length;

  expect(await stats(client)).toMatchObject({ asOf: today, completedToday: 1, streak: 3, completedThisWeek: inWeek, open: 0, activeStrategies: 0 });

  // Nothing done yet today: the streak still stands on yesterday until the day is over.
  await tasks().where({ id: ids.a }).update({ status: 'pending', completed_at: null });
  expect(await stats(client)).toMatchObject({ completedToday: 0, streak: 2 });
  // Yesterday empty too: the streak is broken.
  await tasks().where({ id: ids.b }).update({ status: 'pending', completed_at: null });
  expect(await stats(client)).toMatchObject({ streak: 0 });
});

it('counts a task completed before completed_at existed by its last update', async () => {
  const { client, userId } = await newUser('UTC');
  const ids = await createStrategy(userId, [item('legacy', null)]);
  await tasks().where({ id: ids.legacy }).update({ status: 'completed', completed_at: null, updated_at: new Date() });
  expect(await stats(client)).toMatchObject({ completedToday: 1, streak: 1 });
});

it('scopes the figures to the user, and to one brand when asked', async () => {
  const ann = await newUser('UTC');
  const bob = await newUser('UTC');
  const today = todayIn('UTC');
  const brand = randomUUID();
  await createStrategy(ann.userId, [item('mine', today)], brand);
  await createStrategy(ann.userId, [item('other brand', today), item('late', addDays(today, -1))]);

  expect(await stats(ann.client)).toMatchObject({ today: 2, overdue: 1, open: 3, activeStrategies: 2 });
  expect(await stats(ann.client, `?brandId=${brand}`)).toMatchObject({ today: 1, overdue: 0, open: 1, activeStrategies: 1 });
  expect(await stats(bob.client)).toMatchObject({ today: 0, overdue: 0, open: 0, completedThisWeek: 0, activeStrategies: 0, streak: 0 });

  expect((await ann.client.call('GET', '/api/dashboard/stats?brandId=nope')).body).toMatchObject({ status: 400, field: 'brandId' });
  expect((await new TestClient(sys.url).call('GET', '/api/dashboard/stats')).status).toBe(401);
});

it('falls back to UTC for a user without a stored time zone', async () => {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail('stats-nozone'));
  expect(await stats(client)).toMatchObject({ asOf: todayIn('UTC'), timeZone: 'UTC' });
});
