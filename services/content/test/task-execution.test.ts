import { randomUUID } from 'node:crypto';
import { GENERATED_FILE_MARKER, TASK_EXECUTION_CHANGED } from '@navia/contracts';
import { tasksService } from '../../tasks/src/index';
import { TASK_EXECUTION_JOB } from '../src/jobs/task-execution.target';
import { contentService } from '../src/index';
import type { FakeVendorServer } from '@navia/service-kit/testing';
import { fakeOpenAi } from '../src/writers/fixtures/fake-writers';
import {
  BRAND_PROFILE,
  createTasks,
  describeOnProduction,
  eventually,
  onboardedClient,
  saveBrandProfile,
  spawnContentWorker,
  startTestSystem,
  startWorkers,
  type TestSystem,
  type WorkerPool,
} from './content.support';

jest.setTimeout(90_000);

// Every system here runs all five services: an execution reads the task, its strategy and the brand, and tells the
// task (tasks) of its progress through an event.

const QUEUE = 'content.task-execution';

async function filesOfTask(sys: TestSystem, taskId: string) {
  return sys.db().withSchema('content').table('files').where({ source_task_id: taskId });
}

async function execution(sys: TestSystem, taskId: string) {
  return sys.db().withSchema('content').table('task_executions').where({ task_id: taskId }).first();
}

describe('task execution through the queue (workers in the system)', () => {
  let sys: TestSystem;
  beforeAll(async () => {
    sys = await startTestSystem();
  });
  afterAll(() => sys?.stop());

  it('writes the task’s draft into one file, links it to the task and clears its processing status', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'exec', 'basic');
    await saveBrandProfile(client);
    const [taskId] = await createTasks(sys, userId, brandId, [{ title: 'Show the morning rush', formatId: 'email-welcome' }]);
    const task = (await client.call('GET', `/api/tasks/${taskId}`)).body;

    const res = await client.call('POST', `/api/tasks/${taskId}/execute`, { strategyId: task.strategyId });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      success: true,
      results: { jobId: `task-execution-${taskId}-r1`, status: 'queued', fileId: null, error: null },
      taskDetails: { taskId, taskTitle: 'Show the morning rush', strategyId: task.strategyId, formatId: 'email-welcome', platformId: 'email' },
    });

    const done = await eventually(async () => {
      const t = (await client.call('GET', `/api/tasks/${taskId}`)).body;
      return t.outputFileId ? t : undefined;
    }, 15_000, 'task linked to its file');
    expect(done).toMatchObject({ processingStatus: null, processingError: null });
    const file = (await client.call('GET', `/api/files/${done.outputFileId}`)).body.file;
    expect(file).toMatchObject({ sourceTaskId: taskId, brandId, status: 'draft', contentInstructions: { platformId: 'email', formatId: 'email-welcome', topic: 'Show the morning rush' } });
    expect(file.name).toMatch(new RegExp(`^Show the morning rush - ${GENERATED_FILE_MARKER} - `));
    expect(file.content).toMatch(/^\*\*Subject line:\*\* Welcome to Bean There Café/);
    expect(file.content).toContain('Morning Pass');
    // The run says so too, with the file's id (what the workspace polls and loads).
    const run = (await client.call('GET', `/api/tasks/${taskId}/execution`)).body;
    expect(run).toEqual({ taskId, run: 1, status: 'completed', fileId: file.id, error: null, startedAt: expect.any(String), finishedAt: expect.any(String) });
    expect(Date.parse(run.finishedAt)).toBeGreaterThanOrEqual(Date.parse(run.startedAt));

    // Executing again answers the file; nothing new is queued or written.
    const again = await client.call('POST', `/api/tasks/${taskId}/execute`, {});
    expect(again.status).toBe(200);
    expect(again.body.results).toEqual({ jobId: `task-execution-${taskId}-r1`, status: 'completed', fileId: file.id, error: null });
    expect(await filesOfTask(sys, taskId)).toHaveLength(1);
    expect((await client.call('GET', '/api/mindstudio/usage')).body.usage.today.used).toBe(1);
  });

  it('writes a launched strategy’s task for the persona and offering chosen at launch', async () => {
    const { client } = await onboardedClient(sys, 'strategy-task', 'basic');
    await saveBrandProfile(client, undefined, {
      ...BRAND_PROFILE,
      personas: { users: [...BRAND_PROFILE.personas.users, { id: 'p-parent', name: 'Parent Pat', occupation: 'school parent', mainFrustration: 'Chaotic school-run mornings' }] },
      offerings: [...BRAND_PROFILE.offerings, { id: 'o-box', name: 'Breakfast Box', description: 'Pastries for the whole family', price: '15', offerUrl: 'https://bean.example/box' }],
    });
    const launch = await client.call('POST', '/api/strategies/create-from-template', {
      templateId: 'five-day-launch-sprint',
      changeValues: { obj0_kr1: '40', obj1_kr1: '12' },
      selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' },
      targetPersonaId: 'p-parent',
      targetOfferId: 'o-box',
    });
    expect(launch.status).toBe(201);
    const tasks = (await client.call('GET', '/api/tasks')).body.tasks.filter((t: any) => t.strategyId === launch.body.strategyId);
    const promo = tasks.find((t: any) => t.formatId === 'email-promotion');
    expect((await client.call('POST', `/api/tasks/${promo.id}/execute`, { strategyId: launch.body.strategyId })).status).toBe(202);
    const fileId = await eventually(async () => (await client.call('GET', `/api/tasks/${promo.id}`)).body.outputFileId, 15_000, 'task linked');
    const file = (await client.call('GET', `/api/files/${fileId}`)).body.file;
    expect(file.contentInstructions).toMatchObject({ platformId: 'email', formatId: 'email-promotion', audience: 'Parent Pat', offer: 'Breakfast Box', topic: promo.title });
    expect(file.content).toContain('Breakfast Box');
    expect(file.content.toLowerCase()).toContain('chaotic school-run mornings');
    expect(file.content).not.toContain('Morning Pass');
  });

  it('makes one file from a double click (two execute calls at once)', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'double', 'basic');
    const [taskId] = await createTasks(sys, userId, brandId, [{}]);
    const [a, b] = await Promise.all([client.call('POST', `/api/tasks/${taskId}/execute`, {}), client.call('POST', `/api/tasks/${taskId}/execute`, {})]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.results.jobId).toBe(b.body.results.jobId);
    await eventually(async () => (await execution(sys, taskId))?.status === 'completed', 15_000, 'execution completed');
    expect(await filesOfTask(sys, taskId)).toHaveLength(1);
    expect((await execution(sys, taskId)).attempts).toBe(1);
    const ledger = await sys.db().withSchema('content').table('content_generations').where({ user_id: userId });
    expect(ledger).toHaveLength(1);
  });

  it('starts a new run when the task’s file was deleted', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'rerun', 'basic');
    const [taskId] = await createTasks(sys, userId, brandId, [{}]);
    await client.call('POST', `/api/tasks/${taskId}/execute`, {});
    const first = await eventually(async () => (await execution(sys, taskId))?.file_id, 15_000, 'first run');
    await client.call('DELETE', `/api/files/${first}`);
    const res = await client.call('POST', `/api/tasks/${taskId}/execute`, {});
    expect(res.body.results).toMatchObject({ jobId: `task-execution-${taskId}-r2`, status: 'queued' });
    const second = await eventually(async () => {
      const t = (await client.call('GET', `/api/tasks/${taskId}`)).body;
      return t.outputFileId && t.outputFileId !== first ? t.outputFileId : undefined;
    }, 15_000, 'second run linked');
    expect((await filesOfTask(sys, taskId)).map((f: any) => f.id)).toEqual([second]);
  });

  it('refuses a task the writer cannot write, another user’s task and a platform outside the plan', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'refuse');
    const [manual, thread] = await createTasks(sys, userId, brandId, [{ actionType: 'manual' }, { formatId: 'x-thread' }]);
    const res = await client.call('POST', `/api/tasks/${manual}/execute`, {});
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'task_not_executable', message: 'This task has no format for the AI writer to write' });
    const upgrade = await client.call('POST', `/api/tasks/${thread}/execute`, {});
    expect(upgrade.status).toBe(403);
    expect(upgrade.body).toMatchObject({ error: 'plan_limit_reached', message: 'Platform requires upgrade' });
    const stranger = await onboardedClient(sys, 'refuse-stranger');
    expect((await stranger.client.call('POST', `/api/tasks/${thread}/execute`, {})).status).toBe(404);
    const wrongStrategy = await client.call('POST', `/api/tasks/${thread}/execute`, { strategyId: '00000000-0000-4000-8000-000000000000' });
    expect(wrongStrategy.body).toMatchObject({ status: 400, field: 'strategyId' });
    expect(await execution(sys, manual)).toBeUndefined();
  });
});

describe('GET /api/tasks/{id}/execution (the run, the one record of a task’s execution)', () => {
  let sys: TestSystem;
  let oa: FakeVendorServer;
  beforeAll(async () => {
    oa = await fakeOpenAi('sk-key');
    sys = await startTestSystem({ env: { WRITER: 'openai', OPENAI_BASE_URL: `${oa.url}/v1`, OPENAI_API_KEY: 'sk-key', WRITER_TIMEOUT_SECONDS: '60' } });
  });
  afterAll(async () => {
    oa?.release();
    await sys?.stop();
    await oa?.close();
  });

  it('answers queued, then running, then completed with the file id; the task follows by event', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'run-done', 'basic');
    await saveBrandProfile(client);
    const [taskId] = await createTasks(sys, userId, brandId, [{ title: 'Name the morning pass' }]);
    // Never executed: there is no run.
    expect((await client.call('GET', `/api/tasks/${taskId}/execution`)).status).toBe(404);

    oa.requests.length = 0;
    oa.queue({ kind: 'hang' });
    const res = await client.call('POST', `/api/tasks/${taskId}/execute`);
    expect(res.status).toBe(202);
    expect(res.body.results.status).toBe('queued');
    // The worker in the system may already have taken it.
    const first = await client.call('GET', `/api/tasks/${taskId}/execution`);
    expect(first.status).toBe(200);
    expect(['queued', 'running']).toContain(first.body.status);
    expect(first.body).toMatchObject({ taskId, run: 1, fileId: null, error: null, finishedAt: null });

    // The writer holds the request: the run is running, and the tasks service heard it started.
    await oa.received(1, 15_000);
    expect((await client.call('GET', `/api/tasks/${taskId}/execution`)).body).toMatchObject({ status: 'running', fileId: null, finishedAt: null, startedAt: first.body.startedAt });
    await eventually(async () => (await client.call('GET', `/api/tasks/${taskId}`)).body.processingStatus === 'processing', 15_000, 'task processing');

    oa.release();
    const done = await eventually(async () => {
      const run = (await client.call('GET', `/api/tasks/${taskId}/execution`)).body;
      return run.status === 'completed' ? run : undefined;
    }, 15_000, 'run completed');
    const [file] = await filesOfTask(sys, taskId);
    expect(done).toMatchObject({ run: 1, fileId: file.id, error: null, startedAt: first.body.startedAt, finishedAt: expect.any(String) });
    expect((await client.call('GET', `/api/files/${done.fileId}`)).status).toBe(200);
    const task = await eventually(async () => {
      const t = (await client.call('GET', `/api/tasks/${taskId}`)).body;
      return t.outputFileId ? t : undefined;
    }, 15_000, 'task linked');
    expect(task).toMatchObject({ outputFileId: file.id, processingStatus: null, processingError: null });
  });

  it('answers failed with the reason, and the task records it', async () => {
    const { client, userId } = await onboardedClient(sys, 'run-failed', 'basic');
    // A task of a brand that does not exist: the job refuses it at once.
    const [taskId] = await createTasks(sys, userId, randomUUID(), [{}]);
    expect((await client.call('POST', `/api/tasks/${taskId}/execute`, {})).status).toBe(202);
    const failed = await eventually(async () => {
      const run = (await client.call('GET', `/api/tasks/${taskId}/execution`)).body;
      return run.status === 'failed' ? run : undefined;
    }, 15_000, 'run failed');
    expect(failed).toMatchObject({ taskId, run: 1, fileId: null, error: 'The brand of this task no longer exists', finishedAt: expect.any(String) });
    await eventually(async () => (await client.call('GET', `/api/tasks/${taskId}`)).body.processingStatus === 'failed', 15_000, 'task failed');
    expect((await client.call('GET', `/api/tasks/${taskId}`)).body.processingError).toBe('The brand of this task no longer exists');
    expect(await filesOfTask(sys, taskId)).toHaveLength(0);
  });

  it('answers 404 for another user’s task and 400 naming the id for a malformed one', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'run-owner', 'basic');
    const [taskId] = await createTasks(sys, userId, brandId, [{}]);
    expect((await client.call('POST', `/api/tasks/${taskId}/execute`, {})).status).toBe(202);
    expect((await client.call('GET', `/api/tasks/${taskId}/execution`)).status).toBe(200);
    const stranger = await onboardedClient(sys, 'run-stranger');
    const other = await stranger.client.call('GET', `/api/tasks/${taskId}/execution`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(taskId);
    expect((await client.call('GET', '/api/tasks/not-a-task/execution')).body).toMatchObject({ status: 400, field: 'id' });
    await eventually(async () => ['completed', 'failed'].includes((await execution(sys, taskId))?.status), 15_000, 'run finished');
  });
});

// Workers of their own (another process, or another set of connections) join the running system over its database
// and queues: production only, since PGlite is one connection in one process and the in-process runner has no queue
// that another runtime could consume.
describeOnProduction('task execution with workers started and stopped by the test', () => {
  let sys: TestSystem;
  let oa: FakeVendorServer;
  const writerEnv = () => ({ WRITER: 'openai', OPENAI_BASE_URL: `${oa.url}/v1`, OPENAI_API_KEY: 'sk-key', WRITER_TIMEOUT_SECONDS: '60', JOB_LOCK_SECONDS: '2', JOB_STALLED_CHECK_SECONDS: '1' });
  const pools: WorkerPool[] = [];
  beforeAll(async () => {
    oa = await fakeOpenAi('sk-key');
    // The API only: no worker in the gateway's process consumes the queues.
    sys = await startTestSystem({ env: { SERVICE_ROLE: 'api', ...writerEnv() } });
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.stop()));
  });
  afterAll(async () => {
    await sys?.stop();
    await oa?.close();
  });

  it('retries the job of a worker killed mid-job on another worker, and exactly one file results', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'killed', 'basic');
    await saveBrandProfile(client);
    const [taskId] = await createTasks(sys, userId, brandId, [{ title: 'Introduce the Morning Pass' }]);
    expect((await client.call('POST', `/api/tasks/${taskId}/execute`, {})).status).toBe(202);
    // No worker yet: the run waits in the queue.
    expect((await client.call('GET', `/api/tasks/${taskId}/execution`)).body).toMatchObject({ status: 'queued', run: 1, fileId: null, error: null, finishedAt: null });

    // The first worker takes the job and hangs in the writer call …
    oa.requests.length = 0;
    oa.queue({ kind: 'hang' });
    const child = spawnContentWorker(sys, writerEnv());
    await oa.received(1, 30_000);
    expect((await execution(sys, taskId)).status).toBe('running');
    expect((await client.call('GET', `/api/tasks/${taskId}/execution`)).body).toMatchObject({ status: 'running', run: 1, fileId: null, finishedAt: null });
    // … and dies there.
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    expect(await filesOfTask(sys, taskId)).toHaveLength(0);

    // Its lock lapses; BullMQ hands the stalled job to the next worker, which completes it.
    pools.push(await startWorkers(sys, [contentService, tasksService], writerEnv()));
    const linked = await eventually(async () => (await client.call('GET', `/api/tasks/${taskId}`)).body.outputFileId, 30_000, 'task linked after the retry');
    const files = await filesOfTask(sys, taskId);
    expect(files.map((f: any) => f.id)).toEqual([linked]);
    // A task draft is about what the strategy promotes (here the brand's product); the task's instruction reaches the
    // writer in its brief.
    expect(files[0].content).toContain('Remote draft about pre-ordered coffee');
    expect(oa.requests).toHaveLength(2);
    expect(JSON.stringify(oa.requests[0])).toContain('Introduce the Morning Pass');
    expect(await execution(sys, taskId)).toMatchObject({ status: 'completed', attempts: 2, file_id: linked });
    // Metered once: the retry reused the first attempt's reservation.
    const ledger = await sys.db().withSchema('content').table('content_generations').where({ user_id: userId });
    expect(ledger.map((r: any) => [r.status, r.file_id])).toEqual([['done', linked]]);

    // The same run's job delivered again (a queue delivers at least once) changes nothing.
    const pool = pools[0];
    await pool.enqueue(TASK_EXECUTION_JOB, { userId, taskId, run: 1 }, `redelivered-${taskId}`);
    await pool.drain(QUEUE, 10_000);
    expect((await filesOfTask(sys, taskId)).map((f: any) => f.id)).toEqual([linked]);
    expect(oa.requests).toHaveLength(2);
    expect(await sys.db().withSchema('content').table('content_generations').where({ user_id: userId })).toHaveLength(1);
    expect((await pool.counts(QUEUE)).failed).toBe(0);

    // The completed event delivered twice more sets the same values, and the run's started event arriving late
    // (after its outcome) changes nothing either.
    const before = (await client.call('GET', `/api/tasks/${taskId}`)).body;
    for (const n of [1, 2]) await pool.enqueue(TASK_EXECUTION_CHANGED, { outcome: 'completed', userId, taskId, run: 1, fileId: linked }, `again-${n}-${taskId}`);
    await pool.enqueue(TASK_EXECUTION_CHANGED, { outcome: 'started', userId, taskId, run: 1 }, `late-start-${taskId}`);
    await pool.drain('tasks.events', 10_000);
    const after = (await client.call('GET', `/api/tasks/${taskId}`)).body;
    expect({ ...after, updatedAt: before.updatedAt }).toEqual(before);
    expect(after).toMatchObject({ outputFileId: linked, processingStatus: null, processingError: null });
  });

  it('writes a run without reading the user again: the plan and time zone travel with the job', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'no-identity', 'basic');
    const [taskId] = await createTasks(sys, userId, brandId, [{}]);
    expect((await client.call('POST', `/api/tasks/${taskId}/execute`, {})).status).toBe(202);
    // Workers that cannot reach identity: a job that asked it for the user would be retried, not completed.
    pools.push(await startWorkers(sys, [contentService, tasksService], writerEnv(), ['identity']));
    await eventually(async () => (await execution(sys, taskId))?.status === 'completed', 15_000, 'run completed');
    expect(await execution(sys, taskId)).toMatchObject({ attempts: 1, error: null });
    // Metered on the user's day under the plan the call was accepted under.
    const [entry] = await sys.db().withSchema('content').table('content_generations').where({ user_id: userId });
    expect(entry).toMatchObject({ status: 'done', source: 'task' });
  });

  it('fails at once, with the reason on the task, a job whose task lost its format', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'no-format', 'basic');
    const [taskId] = await createTasks(sys, userId, brandId, [{}]);
    expect((await client.call('POST', `/api/tasks/${taskId}/execute`, {})).status).toBe(202);
    // Changed behind the API's back while the job waits.
    await sys.db().withSchema('tasks').table('tasks').where({ id: taskId }).update({ format_id: null, action_type: 'manual' });
    const pool = await startWorkers(sys, [contentService, tasksService], writerEnv());
    pools.push(pool);
    const failed = await eventually(async () => {
      const t = (await client.call('GET', `/api/tasks/${taskId}`)).body;
      return t.processingStatus === 'failed' ? t : undefined;
    }, 15_000, 'failure recorded on the task');
    expect(failed).toMatchObject({ processingError: 'This task has no format for the AI writer to write', outputFileId: null });
    expect(await execution(sys, taskId)).toMatchObject({ status: 'failed', attempts: 1, error: 'This task has no format for the AI writer to write' });
    expect(await filesOfTask(sys, taskId)).toHaveLength(0);
    // The API answers the failure, and a new call starts the next run.
    await sys.db().withSchema('tasks').table('tasks').where({ id: taskId }).update({ format_id: 'instagram-caption', action_type: 'ai_writer' });
    const retry = await client.call('POST', `/api/tasks/${taskId}/execute`, {});
    expect(retry.body.results).toMatchObject({ status: 'queued', jobId: `task-execution-${taskId}-r2` });
    await eventually(async () => (await client.call('GET', `/api/tasks/${taskId}`)).body.outputFileId, 15_000, 'second run linked');
    expect((await client.call('GET', `/api/tasks/${taskId}`)).body).toMatchObject({ processingStatus: null, processingError: null });
  });

  it('fails at once a job whose task was deleted, without writing anything', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'deleted', 'basic');
    const [taskId] = await createTasks(sys, userId, brandId, [{}]);
    expect((await client.call('POST', `/api/tasks/${taskId}/execute`, {})).status).toBe(202);
    await sys.db().withSchema('tasks').table('tasks').where({ id: taskId }).delete();
    oa.requests.length = 0;
    const pool = await startWorkers(sys, [contentService, tasksService], writerEnv());
    pools.push(pool);
    const failedBefore = (await pool.counts(QUEUE)).failed;
    await eventually(async () => (await execution(sys, taskId))?.status === 'failed', 15_000, 'run failed');
    expect(await execution(sys, taskId)).toMatchObject({ attempts: 1, error: 'The task no longer exists' });
    // Failed at once: no retry is waiting.
    await eventually(async () => (await pool.counts(QUEUE)).failed === failedBefore + 1, 5_000, 'job failed');
    expect((await pool.counts(QUEUE)).delayed).toBe(0);
    expect(oa.requests).toHaveLength(0);
    expect(await sys.db().withSchema('content').table('content_generations').where({ user_id: userId })).toHaveLength(0);
  });
});
