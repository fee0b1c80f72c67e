import { setTimeout as sleep } from 'node:timers/promises';

/**
 * JSON calls to third-party HTTP APIs (AI writers and analyzers): one deadline for the whole call, retries on
 * 429/502/503/504 and dropped connections honouring Retry-After (as MindStudio's SDK does), and failures as
 * RemoteCallError whose `kind` says what happened. Callers turn that into their own user-facing message; the
 * vendor's text (`detail`), which can echo key fragments, is for logs only.
 */
export interface RemoteCallOptions {
  /** One deadline for the call, retries included. */
  timeoutMs: number;
  /** Retries after 429/502/503/504 or a network error. */
  retries: number;
  signal?: AbortSignal;
  /** First backoff when the server gives no Retry-After; doubled per retry. */
  backoffMs?: number;
}

export interface RemoteAnswer {
  status: number;
  body: unknown;
}

export type RemoteFailureKind = 'timeout' | 'unreachable' | 'cut_off' | 'http';

export class RemoteCallError extends Error {
  /** The vendor's own words or the network error, for logs only. */
  detail?: string;
  constructor(
    readonly kind: RemoteFailureKind,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'RemoteCallError';
  }
}

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 10_000;

/** Retry-After in seconds or as an HTTP date. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The error text of an answer, wherever the vendor put it (`{error: {message}}`, `{error}`, `{message}`, `{detail}`). */
export function upstreamMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.slice(0, 300) || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  const err = b.error;
  // MindStudio sends { error: "Unauthorized", message: "<the useful part>" }, OpenAI { error: { message } }.
  const candidates = [
    typeof err === 'object' && err !== null ? (err as Record<string, unknown>).message : undefined,
    b.message,
    err,
    b.detail,
    b.details,
  ];
  const found = candidates.find((c) => typeof c === 'string' && c.trim());
  return typeof found === 'string' ? found.slice(0, 300) : undefined;
}

function describe(cause: unknown): string | undefined {
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : typeof cause === 'string' ? cause : undefined;
}

function failure(kind: RemoteFailureKind, message: string, cause?: unknown, status?: number, body?: unknown): RemoteCallError {
  const error = new RemoteCallError(kind, message, status, body);
  error.detail = kind === 'http' ? upstreamMessage(body) : describe(cause);
  return error;
}

/**
 * Sends a JSON request (POST with `payload`, or GET without) and returns the 2xx answer, parsed as JSON when it is
 * JSON. Anything else throws RemoteCallError; an abort of the caller's own `signal` is rethrown as is.
 */
export async function requestJson(
  url: string,
  init: { method?: 'GET' | 'POST'; payload?: unknown; headers?: Record<string, string> },
  opts: RemoteCallOptions,
): Promise<RemoteAnswer> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  const seconds = Math.round(opts.timeoutMs / 100) / 10;
  const startedAt = Date.now();
  const method = init.method ?? (init.payload === undefined ? 'GET' : 'POST');
  let backoff = opts.backoffMs ?? 1000;
  for (let attempt = 0; ; attempt += 1) {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { accept: 'application/json', ...(init.payload !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
        body: init.payload !== undefined ? JSON.stringify(init.payload) : undefined,
        signal,
      });
    } catch (err) {
      if (deadline.aborted) throw failure('timeout', `did not answer within ${seconds} s`, err);
      if (opts.signal?.aborted) throw err;
      if (attempt < opts.retries) {
        await wait(backoff, startedAt, opts.timeoutMs, signal);
        backoff *= 2;
        continue;
      }
      throw failure('unreachable', 'could not be reached', err);
    }
    let body: unknown;
    try {
      const text = await res.text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
    } catch (err) {
      if (deadline.aborted) throw failure('timeout', `did not answer within ${seconds} s`, err);
      if (opts.signal?.aborted) throw err;
      throw failure('cut_off', 'answer was cut off', err);
    }
    if (res.ok) return { status: res.status, body };
    if (RETRYABLE_STATUSES.has(res.status) && attempt < opts.retries) {
      const after = retryAfterMs(res.headers.get('retry-after'));
      await wait(Math.min(after ?? backoff, MAX_RETRY_AFTER_MS), startedAt, opts.timeoutMs, signal);
      backoff *= 2;
      continue;
    }
    throw failure('http', `answered HTTP ${res.status}`, undefined, res.status, body);
  }
}

/** Waits before a retry, unless that would pass the deadline: then the deadline's own error is what the caller sees. */
async function wait(ms: number, startedAt: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
  const left = timeoutMs - (Date.now() - startedAt);
  await sleep(Math.min(ms, Math.max(0, left + 50)), undefined, { signal }).catch(() => undefined);
}
