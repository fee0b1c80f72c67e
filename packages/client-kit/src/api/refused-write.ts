import { ApiError, errorMessage } from './api-error';

/**
 * A write the server refused with 429 (docs/operations.md "Rate limits"): the gateway answers it before the request
 * reaches a service, so nothing was stored and the very same request can be sent again after `Retry-After`.
 */
export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/**
 * The longest `Retry-After` a write waits out by itself. The gateway's write ceiling answers at most 60 s and
 * usually a few; past this the person is told when to try again instead of watching a spinner.
 */
export const AUTO_RETRY_MAX_SECONDS = 30;

/** Without a `Retry-After`, a 429 is tried again after this long. */
const DEFAULT_RETRY_SECONDS = 2;

/** Seconds to wait before the one automatic retry of a refused write, or null when waiting would not help. */
export function retryDelaySeconds(error: unknown): number | null {
  if (!isRateLimited(error)) return null;
  const seconds = Math.max(1, error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS);
  return seconds <= AUTO_RETRY_MAX_SECONDS ? seconds : null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RetryAfterOptions {
  /** Called once when a refused write is about to be sent again, with the wait in seconds (to tell the person). */
  onWait?: (seconds: number) => void;
}

/**
 * Sends a write; when it is refused with 429 and a short `Retry-After`, waits that long and sends it once more.
 * Only 429: other failures (a 5xx may have stored the write) are left to the person's own retry.
 */
export async function sendWithRetryAfter<T>(send: () => Promise<T>, { onWait }: RetryAfterOptions = {}): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const seconds = retryDelaySeconds(error);
    if (seconds === null) throw error;
    onWait?.(seconds);
    await sleep(seconds * 1000);
    return send();
  }
}

const inSeconds = (seconds: number | null) =>
  seconds === null || seconds <= 1 ? 'in a moment' : `in ${Math.ceil(seconds)} seconds`;

/** The toast shown while a refused write waits for its retry. */
export function waitingToast(seconds: number) {
  return {
    title: 'Not saved yet',
    description: `Too many changes in a short time. Your edit is kept and will be sent again ${inSeconds(seconds)}.`,
    variant: 'info' as const,
  };
}

/**
 * What to tell a person whose write finally failed: for a 429 that the edit is kept and when to try again, else
 * the server's own message (or `fallback`).
 */
export function refusedWriteText(error: unknown, fallback?: string): string {
  if (isRateLimited(error)) {
    return `Too many changes in a short time. Your edit is kept: try again ${inSeconds(error.retryAfterSeconds)}.`;
  }
  return errorMessage(error, fallback);
}
