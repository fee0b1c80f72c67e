import { setTimeout as sleep } from 'node:timers/promises';

/**
 * JSON calls to the AI vendors (MindStudio, OpenAI-compatible endpoints) for whichever service calls them: one
 * deadline for the whole call, retries on 429/502/503/504 and dropped connections honouring Retry-After (as
 * MindStudio's SDK does), and every failure turned into the caller's own error with a sentence of ours that is safe
 * to show users. The vendor's text, which can echo key fragments or internal names, goes to the error's `detail`,
 * for logs only.
 */

/** An error a caller throws for a failed vendor call; `detail` holds the vendor's words or the network error. */
export interface VendorFailure extends Error {
  detail?: string;
  /** What went wrong, for callers that act on it (a local model server that is gone is looked for again). */
  kind?: VendorFailureKind;
}

export type VendorFailureKind = 'unreachable' | 'timeout' | 'http' | 'cut-off' | 'no-content';

/** Who calls the vendor, and so how its failures read and how long it may wait. */
export interface VendorCaller {
  /** Starts every failure sentence: `The openai writer` → "The openai writer could not be reached". */
  label: string;
  /** What an answer without content lacks, in the caller's words: `a draft`, `a result`, `a message`. */
  missing: string;
  /** The caller's error for our sentence and, when the vendor answered one, its HTTP status. */
  error(message: string, upstreamStatus?: number): VendorFailure;
  /** One deadline for the call, retries included. */
  timeoutMs: number;
  /** Retries after 429/502/503/504 or a dropped connection. */
  retries: number;
  /** First backoff when the vendor gives no Retry-After; doubled per retry (default 1 s). */
  backoffMs?: number;
  /** The longest Retry-After honoured (default 10 s, MindStudio SDK's ceiling); the deadline still applies. */
  maxRetryAfterMs?: number;
}

export interface VendorAnswer {
  status: number;
  body: unknown;
}

export interface VendorRequest {
  method?: 'GET' | 'POST';
  /** Sent as JSON; a request with a payload is a POST unless `method` says otherwise. */
  payload?: unknown;
  headers?: Record<string, string>;
}

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);
const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;
const DEFAULT_BACKOFF_MS = 1000;

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

/**
 * The caller's error for its label followed by `sentence` ("could not be reached", or "'s answer was cut off",
 * which joins without a space), with the vendor's words (if any) kept for the log.
 */
export function vendorFailure(caller: VendorCaller, sentence: string, opts: { status?: number; detail?: string; kind?: VendorFailureKind } = {}): VendorFailure {
  const error = caller.error(`${caller.label}${sentence.startsWith("'") ? '' : ' '}${sentence}`, opts.status);
  error.detail = opts.detail;
  error.kind = opts.kind;
  return error;
}

/** `TypeError: fetch failed`; not `instanceof Error`, which fails for errors from another realm (fetch under jest). */
function describe(cause: unknown): string | undefined {
  if (typeof cause === 'string') return cause;
  const e = cause as { name?: unknown; message?: unknown } | null;
  return typeof e === 'object' && e !== null && typeof e.message === 'string' ? `${String(e.name ?? 'Error')}: ${e.message}` : undefined;
}

function httpFailure(caller: VendorCaller, status: number, body: unknown): VendorFailure {
  const reason = status === 401 || status === 403 ? 'refused our credentials' : status === 429 ? 'is rate limiting us' : 'answered with an error';
  return vendorFailure(caller, `${reason} (HTTP ${status})`, { status, detail: upstreamMessage(body), kind: 'http' });
}

/**
 * Sends a JSON request (POST with `payload`, or GET without) and returns the 2xx answer, parsed as JSON when it is
 * JSON. Anything else throws the caller's error (see VendorCaller); an abort of the caller's own `signal` is
 * rethrown as is, so a cancelled job is not reported as a vendor failure.
 */
export async function callVendor(caller: VendorCaller, url: string, init: VendorRequest, signal?: AbortSignal): Promise<VendorAnswer> {
  const deadline = AbortSignal.timeout(caller.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const timedOut = (cause: unknown) =>
    vendorFailure(caller, `did not answer within ${Math.round(caller.timeoutMs / 100) / 10} s`, { detail: describe(cause), kind: 'timeout' });
  const startedAt = Date.now();
  const method = init.method ?? (init.payload === undefined ? 'GET' : 'POST');
  let backoff = caller.backoffMs ?? DEFAULT_BACKOFF_MS;
  for (let attempt = 0; ; attempt += 1) {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { accept: 'application/json', ...(init.payload !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
        body: init.payload !== undefined ? JSON.stringify(init.payload) : undefined,
        signal: combined,
      });
    } catch (err) {
      if (deadline.aborted) throw timedOut(err);
      if (signal?.aborted) throw err;
      if (attempt < caller.retries) {
        await wait(backoff, startedAt, caller.timeoutMs, combined);
        backoff *= 2;
        continue;
      }
      throw vendorFailure(caller, 'could not be reached', { detail: describe(err), kind: 'unreachable' });
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
      if (deadline.aborted) throw timedOut(err);
      if (signal?.aborted) throw err;
      throw vendorFailure(caller, "'s answer was cut off", { detail: describe(err), kind: 'cut-off' });
    }
    if (res.ok) return { status: res.status, body };
    if (RETRYABLE_STATUSES.has(res.status) && attempt < caller.retries) {
      const after = retryAfterMs(res.headers.get('retry-after'));
      await wait(Math.min(after ?? backoff, caller.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS), startedAt, caller.timeoutMs, combined);
      backoff *= 2;
      continue;
    }
    throw httpFailure(caller, res.status, body);
  }
}

/** Waits before a retry, unless that would pass the deadline: then the deadline's own error is what the caller sees. */
async function wait(ms: number, startedAt: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
  const left = timeoutMs - (Date.now() - startedAt);
  await sleep(Math.min(ms, Math.max(0, left + 50)), undefined, { signal }).catch(() => undefined);
}
