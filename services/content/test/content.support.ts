import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { bootService, configureService, createLogger, internalClientFactory, openSharedResources, type JobTarget, type ServiceModule } from '@navia/service-kit';
import { testConfig } from '@navia/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { SERVICE_TOKEN_HEADER, type ServiceName } from '@navia/contracts';
import type { TestClient, TestSystem } from '../../gateway/test/support/test-system';

export { describeOnProduction, onboardedClient, startTestSystem, TestClient, uniqueEmail, type TestSystem } from '../../gateway/test/support/test-system';

/** A full brand profile for the writers: voice, emoji style, real content, a persona and an offering. */
export const BRAND_PROFILE = {
  companyName: 'Bean There Café',
  website: 'https://bean.example',
  companyStory: 'We opened our first counter in 2019 after years of bad office coffee.',
  companyMission: 'make every morning a little calmer for busy people',
  brandPersonality: { traits: ['Playful', 'Warm'] },
  toneOfVoice: { traits: ['Friendly'] },
  languageStyle: { traits: ['Casual'] },
  emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' },
  realContent: { socialMedia: 'Monday called. We answered with a double shot! #BeanThere', websiteCopy: 'Coffee that remembers your name.', emailIntros: 'Hey coffee lovers!', blogPosts: '' },
  personas: {
    users: [{ id: 'p-commuter', name: 'Commuter Chris', occupation: 'commuter', mainFrustration: 'Waiting in long lines before work', mainNeed: 'A fast, reliable morning coffee' }],
  },
  offerings: [{ id: 'o-pass', name: 'Morning Pass', description: 'Unlimited pre-ordered coffee every weekday', price: '29', offerUrl: 'https://bean.example/pass', keyValue: 'a cup in under two minutes' }],
};

export async function saveBrandProfile(client: TestClient, brandId?: string, data: Record<string, unknown> = BRAND_PROFILE): Promise<void> {
  const res = await client.call('POST', '/api/brand-data', { ...(brandId ? { brandId } : {}), brandData: data });
  if (res.status !== 200) throw new Error(`brand save failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export interface NewTask {
  title?: string;
  actionType?: 'ai_writer' | 'manual';
  formatId?: string;
  strategyId?: string;
}

/** Creates tasks for a user through the tasks service's internal API (as a strategy launch does). */
export async function createTasks(sys: TestSystem, userId: string, brandId: string, tasks: NewTask[]): Promise<string[]> {
  const base = sys.gateway.serviceUrls.tasks;
  const strategyId = tasks[0]?.strategyId ?? randomUUID();
  const res = await fetch(`${base}/internal/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: sys.config.secrets.serviceToken },
    body: JSON.stringify({
      userId,
      brandId,
      strategyId,
      strategyName: 'Morning Rush',
      tasks: tasks.map((t, i) => ({
        key: `t${i}`,
        title: t.title ?? `Share why mornings matter ${i}`,
        description: 'Tell commuters how to skip the line.',
        dueDate: null,
        taskType: 'social_post',
        actionType: t.actionType ?? 'ai_writer',
        ...(t.actionType === 'manual' ? {} : { formatId: t.formatId ?? 'instagram-caption' }),
        tags: [],
      })),
    }),
  });
  const body = (await res.json()) as { tasks: Array<{ key: string; id: string }> };
  if (res.status !== 201) throw new Error(`task creation failed: ${res.status} ${JSON.stringify(body)}`);
  return body.tasks.map((t) => t.id);
}

/** Polls `check` until it answers a value (or the time is up). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, label = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${label} not met in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}


/** The settings a worker needs to join a test system: its database, Redis prefix and secrets. */
export function systemEnv(sys: TestSystem, env: Record<string, string> = {}): Record<string, string> {
  const urls = Object.fromEntries(Object.entries(sys.gateway.serviceUrls).map(([name, url]) => [`${name.toUpperCase()}_SERVICE_URL`, url as string]));
  return {
    DATABASE_URL: sys.database!.url,
    REDIS_URL: sys.config.redisUrl ?? '',
    QUEUE_PREFIX: sys.config.queuePrefix,
    JWT_PRIVATE_KEY: sys.config.secrets.jwtPrivateKey,
    JWT_PUBLIC_KEY: sys.config.secrets.jwtPublicKey,
    SERVICE_TOKEN: sys.config.secrets.serviceToken,
    DATABASE_POOL_MAX: '2',
    ...urls,
    ...env,
  };
}

export interface WorkerPool {
  enqueue<D>(target: JobTarget<D>, data: D, jobId: string): Promise<string>;
  counts(queue: string): Promise<{ waiting: number; active: number; completed: number; failed: number; delayed: number }>;
  drain(queue: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Consumes the given services' queues in this process (the worker role), against a running test system. */
export async function startWorkers(sys: TestSystem, modules: ServiceModule[], env: Record<string, string> = {}, unreachable: ServiceName[] = []): Promise<WorkerPool> {
  const config = testConfig(systemEnv(sys, env));
  const services = modules.map((m) => configureService(m, config.env));
  const log = createLogger('test-workers', process.env.LOG_LEVEL ?? 'silent');
  const shared = await openSharedResources(config, log);
  // A service the workers must not need answers as a down one would: nothing listens on port 9 (discard).
  const urls = { ...sys.gateway.serviceUrls, ...Object.fromEntries(unreachable.map((name) => [name, 'http://127.0.0.1:9'])) };
  const internal = internalClientFactory(config, urls);
  const instances = [];
  for (const service of services) instances.push(await bootService(service, shared, internal));
  await shared.jobs.startWorkers(instances.flatMap((i) => i.jobs));
  return {
    enqueue: (target, data, jobId) => shared.jobs.enqueue(target, data, { jobId }),
    counts: (queue) => shared.jobs.counts(queue),
    drain: (queue, timeoutMs) => shared.jobs.drain!(queue, timeoutMs),
    stop: () => shared.close(),
  };
}

/** The content service's worker as its own process (`SERVICE_ROLE=worker`), so a test can kill it mid-job. */
export function spawnContentWorker(sys: TestSystem, env: Record<string, string>): ChildProcess {
  const root = resolve(__dirname, '../../..');
  return spawn(process.execPath, ['--import', 'tsx', 'services/content/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...systemEnv(sys, env), NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', SERVICE_ROLE: 'worker', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
