import { setTimeout as sleep } from 'node:timers/promises';

export interface PollOptions {
  timeoutMs: number;
  /** First pause between checks, doubled up to `maxDelayMs`: quick answers are seen quickly, slow ones cost few queries. */
  minDelayMs?: number;
  maxDelayMs?: number;
  signal?: AbortSignal;
  /** The clock the waits run on: the real one by default; tests pass a virtual one so no test depends on timing. */
  clock?: PollClock;
}

export interface PollClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

const realClock: PollClock = {
  now: () => Date.now(),
  sleep: (ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined),
};

/**
 * Calls `check` until it returns a value or the time is up (then undefined). How a request waits for its job on
 * every job runtime (BullMQ on Redis or PostgreSQL, in-process) and across processes: the job writes its outcome
 * to the database, the request reads it.
 */
export async function pollUntil<T>(check: () => Promise<T | undefined>, opts: PollOptions): Promise<T | undefined> {
  const clock = opts.clock ?? realClock;
  const deadline = clock.now() + opts.timeoutMs;
  let delay = opts.minDelayMs ?? 25;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    const left = deadline - clock.now();
    if (left <= 0 || opts.signal?.aborted) return undefined;
    await clock.sleep(Math.min(delay, left), opts.signal);
    delay = Math.min(delay * 2, opts.maxDelayMs ?? 500);
  }
}
