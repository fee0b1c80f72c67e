import type { Middleware } from 'koa';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { notFound, unauthorized } from './http/errors';
import { safeEqual } from './auth/middleware';
import type { JobRuntime } from './jobs/runtime';

/**
 * One Prometheus registry per process. In the embedded default every service (and the gateway) runs in one process,
 * so metrics are defined once here and told apart by a `service` label instead of being registered per service
 * (which would collide on names).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'navia_' });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new Counter({
  name: 'navia_http_requests_total',
  help: 'HTTP requests answered, by service, method, route pattern and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'navia_http_request_duration_seconds',
  help: 'HTTP request latency, by service, method, route pattern and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: 'navia_jobs_total',
  help: 'Job attempts run by this process, by queue, job name and outcome (completed | failed)',
  labelNames: ['queue', 'job', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'navia_job_duration_seconds',
  help: 'Job attempt duration, by queue, job name and outcome',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [metricsRegistry],
});

export const outboxPending = new Gauge({
  name: 'navia_outbox_jobs',
  help: 'Jobs recorded in a service outbox and not yet handed to the queue (grows while the queue is down), by schema',
  labelNames: ['schema'] as const,
  registers: [metricsRegistry],
});

/** Queues whose depth this process reports, with the runtime that can count them. */
const depthSources = new Map<string, JobRuntime>();

/** Reports `navia_queue_jobs{queue,state}` for these queues at each scrape (from the runtime's counts()). */
export function watchQueues(runtime: JobRuntime, queues: Iterable<string>): void {
  for (const q of queues) depthSources.set(q, runtime);
}

export function unwatchQueues(runtime: JobRuntime): void {
  for (const [q, r] of depthSources) if (r === runtime) depthSources.delete(q);
}

new Gauge({
  name: 'navia_queue_jobs',
  help: 'Jobs in each queue by state (waiting, active, delayed, failed, completed), read at scrape time',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...depthSources].map(async ([queue, runtime]) => {
        try {
          const counts = await runtime.counts(queue);
          for (const [state, n] of Object.entries(counts)) this.set({ queue, state }, n);
        } catch {
          // A queue that cannot be counted (Redis down) is left out of this scrape rather than failing it.
        }
      }),
    );
  },
});

/** Records one answered request under its route pattern (never the raw path: ids would explode the series). */
export function recordRequest(service: string, method: string, route: string, status: number, seconds: number): void {
  const labels = { service, method, route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

export function recordJob(queue: string, job: string, outcome: 'completed' | 'failed', seconds: number): void {
  jobRuns.inc({ queue, job, outcome });
  jobDuration.observe({ queue, job, outcome }, seconds);
}

export interface MetricsAccess {
  /** When set, `/metrics` needs `Authorization: Bearer <token>`. */
  token?: string;
  /** Without a token: open outside production, not served (404) in production. */
  production: boolean;
}

/** Serves the process registry at GET /metrics, guarded as MetricsAccess says. */
export function metricsEndpoint(access: MetricsAccess): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (access.token) {
      const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
      if (!match || !safeEqual(match[1], access.token)) throw unauthorized('Metrics token required');
    } else if (access.production) {
      throw notFound('Not found');
    }
    ctx.set('Content-Type', metricsRegistry.contentType);
    ctx.body = await metricsRegistry.metrics();
  };
}

