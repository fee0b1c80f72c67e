import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { AiActivityLog, createAiActivityTable, type AiCall } from '../src/ai-activity/ai-activity-log';
import { purgeAiActivityJob } from '../src/ai-activity/purge-ai-activity.job';
import { createDatabase } from '../src/db/database';
import { createLogger } from '../src/logger';
import { createTestDatabase, type TestDatabase } from '../src/testing';

jest.setTimeout(60_000);

const log = createLogger('ai-activity-test', 'silent');
const SCHEMA = 'ai_activity_test';
const ALICE = '00000000-0000-4000-8000-0000000000a1';
const BOB = '00000000-0000-4000-8000-0000000000b2';
const DAY = 24 * 3600 * 1000;

const call = (over: Partial<AiCall> = {}): AiCall => ({
  userId: ALICE,
  brandId: null,
  purpose: 'draft',
  provider: 'openai',
  model: 'gpt-4o-mini',
  local: false,
  brandFieldsSent: ['companyName', 'toneOfVoice'],
  charactersSent: 1200,
  tokens: 300,
  outcome: 'succeeded',
  ...over,
});

// Both arrangements: PostgreSQL (production) and PGlite (the embedded `npm start`).
describe.each(['postgres', 'pglite'] as const)('the AI activity record on %s (issue 18)', (kind) => {
  let database: TestDatabase | undefined;
  let dir: string | undefined;
  let db: Knex;
  let activity: AiActivityLog;

  beforeAll(async () => {
    if (kind === 'postgres') {
      database = await createTestDatabase('navia_ai_activity');
      db = await createDatabase({ url: database.url, poolMax: 2 });
    } else {
      dir = mkdtempSync(join(tmpdir(), 'navia-ai-activity-'));
      db = await createDatabase({ pgliteDir: dir });
    }
    await db.raw('create schema ??', [SCHEMA]);
    await createAiActivityTable('20261127030000_create-ai-activity').up(db, SCHEMA);
    activity = new AiActivityLog(db, SCHEMA, log);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => db.withSchema(SCHEMA).table('ai_activity').delete());

  const ageBy = (days: number) => db.withSchema(SCHEMA).table('ai_activity').where({ user_id: ALICE, model: 'old' }).update({ at: new Date(Date.now() - days * DAY) });

  it('lists a user’s calls newest first, counts those that left the server, and shows no one else’s', async () => {
    await activity.record(call({ model: 'first' }));
    await activity.record(call({ model: 'qwen2.5:7b', provider: 'local', local: true, tokens: null, outcome: 'failed', error: 'The local model qwen2.5:7b could not be reached' }));
    await activity.record(call({ userId: BOB, model: 'bobs' }));
    const list = await activity.list(ALICE);
    expect(list).toMatchObject({ total: 2, leftServer: 1 });
    expect(list.entries.map((e) => [e.model, e.local, e.outcome, e.tokens])).toEqual([
      ['qwen2.5:7b', true, 'failed', null],
      ['first', false, 'succeeded', 300],
    ]);
    expect(list.entries[1]).toMatchObject({ brandFieldsSent: ['companyName', 'toneOfVoice'], charactersSent: 1200, error: null, purpose: 'draft', provider: 'openai' });
    expect((await activity.list(BOB)).entries.map((e) => e.model)).toEqual(['bobs']);
  });

  it('keeps 90 days: the purge job deletes older calls only, and a second run deletes nothing more', async () => {
    await activity.record(call({ model: 'old' }));
    await ageBy(91);
    await activity.record(call({ model: 'recent' }));
    // Past the window a call is no longer listed, even before the purge runs.
    expect((await activity.list(ALICE)).entries.map((e) => e.model)).toEqual(['recent']);
    const job = purgeAiActivityJob('test', activity);
    expect(job).toMatchObject({ queue: 'test.maintenance', name: 'purge-ai-activity' });
    expect(await job.perform({}, { jobId: 'j1', attempt: 1, log })).toEqual({ deleted: 1 });
    expect(await job.perform({}, { jobId: 'j2', attempt: 1, log })).toEqual({ deleted: 0 });
    expect(await db.withSchema(SCHEMA).table('ai_activity').pluck('model')).toEqual(['recent']);
  });

  it('keeps a call 89 days old', async () => {
    await activity.record(call({ model: 'old' }));
    await ageBy(89);
    expect(await activity.purge()).toBe(0);
    expect((await activity.list(ALICE)).total).toBe(1);
  });
});
