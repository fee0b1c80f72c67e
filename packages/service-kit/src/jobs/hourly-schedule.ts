import type { Logger } from '../logger';
import type { JobTarget } from './job';
import type { JobRuntime } from './runtime';

const HOUR_MS = 3600_000;

/** One job id per hour and job: every instance may schedule it, only one runs. */
export function hourlyJobId(name: string, now: Date): string {
  return `${name}-${now.toISOString().slice(0, 13)}`;
}

/**
 * Enqueues a maintenance job (a purge) now and every hour while the service runs, under one id per hour so that
 * many instances scheduling it run it once. A queue that is down is logged; the next hour tries again.
 */
export function scheduleHourly(jobs: JobRuntime, target: JobTarget<Record<string, never>>, log: Logger): { start(): Promise<void>; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const enqueue = () =>
    jobs.enqueue(target, {}, { jobId: hourlyJobId(target.name, new Date()) }).then(
      () => undefined,
      (err: unknown) => log.warn({ err, job: target.name }, 'could not schedule a maintenance job'),
    );
  return {
    async start() {
      await enqueue();
      timer = setInterval(() => void enqueue(), HOUR_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
