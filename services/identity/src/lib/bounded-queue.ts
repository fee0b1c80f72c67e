/** Refusal from a full BoundedQueue, with a guess at when a turn is likely to be free. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The queue is full');
    this.name = 'QueueFullError';
  }
}

export interface BoundedQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a turn; one more is refused at once with QueueFullError. */
  maxWaiting: number;
}

/**
 * Runs async tasks at most `concurrency` at a time, with at most `maxWaiting` waiting in order. A caller past that is
 * refused at once rather than queued without end, so a flood costs the flooder a fast refusal instead of costing every
 * other caller an ever longer wait (issue 15: 16 parallel sign-ins made every sign-in wait up to 42 s).
 */
export class BoundedQueue {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** Moving average of a task's duration, for Retry-After; 1 s until a task has finished. */
  private meanSeconds = 1;

  constructor(private readonly opts: BoundedQueueOptions) {
    if (!(opts.concurrency >= 1)) throw new Error('BoundedQueue needs a concurrency of at least 1');
  }

  get stats() {
    return { active: this.active, waiting: this.waiting.length };
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.opts.concurrency) return this.start(task);
    if (this.waiting.length >= this.opts.maxWaiting) return Promise.reject(new QueueFullError(this.retryAfterSeconds()));
    return new Promise<T>((resolve, reject) => this.waiting.push(() => void this.start(task).then(resolve, reject)));
  }

  /** Roughly how long until everything running and waiting now is done. */
  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((this.active + this.waiting.length) / this.opts.concurrency) * this.meanSeconds));
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    this.active++;
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.meanSeconds = 0.8 * this.meanSeconds + 0.2 * ((performance.now() - started) / 1000);
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
