import { retryDelaySeconds } from '../api/refused-write';

export interface LatestValueWriterOptions<T> {
  send: (value: T) => Promise<unknown>;
  /** Edits closer together than this are coalesced into one send of the last of them. */
  delayMs: number;
  /** A refused send waits out its Retry-After before the latest value is sent (to tell the person). */
  onWait?: (seconds: number) => void;
  /** The last value could not be stored; `retry()` sends it again. */
  onError?: (error: unknown, value: T) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stores a value that is edited keystroke by keystroke (a key result's current value) so that what is stored in the
 * end is the last thing typed:
 * - edits within `delayMs` of each other become one send of the latest value;
 * - one send at a time, so answers cannot arrive out of order and an older value never lands after a newer one;
 * - a send refused with 429 waits out `Retry-After` once, then sends the latest value (a newer edit wins);
 * - a value that still fails is reported, and kept for `retry()`.
 */
export class LatestValueWriter<T> {
  private pending: { value: T } | null = null;
  private failed: { value: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly options: LatestValueWriterOptions<T>) {}

  /** A new value: sent once no other edit follows within `delayMs`. */
  write(value: T): void {
    this.pending = { value };
    this.failed = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs);
  }

  /** Sends what is pending now (a closing dialog must not drop the last keystrokes); resolves when all is sent. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Sends the value that failed last time again. */
  retry(): Promise<void> {
    if (this.failed && !this.pending) this.pending = this.failed;
    this.failed = null;
    return this.flush();
  }

  private async run(): Promise<void> {
    let waited = false;
    while (this.pending) {
      const { value } = this.pending;
      this.pending = null;
      try {
        await this.options.send(value);
        waited = false;
      } catch (error) {
        const seconds = waited ? null : retryDelaySeconds(error);
        if (seconds !== null) {
          waited = true;
          this.options.onWait?.(seconds);
          await sleep(seconds * 1000);
          this.pending ??= { value };
          continue;
        }
        waited = false;
        // A newer edit is on its way anyway: only the last value's failure is worth telling.
        if (this.pending) continue;
        this.failed = { value };
        this.options.onError?.(error, value);
      }
    }
  }
}
