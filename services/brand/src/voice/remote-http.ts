import { setTimeout as sleep } from 'node:timers/promises';
import { AnalyzerError, type AnalyzerName } from './brand-voice-analyzer';

export interface RemoteCallOptions {
  /** One deadline for the call, retries included. */
  timeoutMs: number;
  /** Retries after 429/502/503/504 or a network error (MindStudio's SDK retries these; so do we, within the deadline). */
  retries: number;
  signal?: AbortSignal;
  /** First backoff when the server gives no Retry-After; doubled per retry. */
  backoffMs?: number;
}

const RETRYABLE = new Set([429, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 10_000;

/** Retry-After in seconds or as an HTTP date. */
function retryAfterMs(header: string | null): number | undefined {
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

export interface RemoteAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs JSON to a remote analyzer and returns its 2xx JSON answer. Error answers become AnalyzerError with a
 * message safe to show users (the vendor's own text, which may echo key fragments or model names, goes to
 * `detail` for the logs only).
 */
export async function postJson(
  analyzer: AnalyzerName,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
  opts: RemoteCallOptions,
): Promise<RemoteAnswer> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  const seconds = Math.round(opts.timeoutMs / 100) / 10;
  const startedAt = Date.now();
  let backoff = opts.backoffMs ?? 1000;
  for (let attempt = 0; ; attempt += 1) {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(payload),
        signal,
      });
    } catch (err) {
      if (deadline.aborted) throw withDetail(new AnalyzerError(analyzer, `The ${analyzer} analyzer did not answer within ${seconds} s`), err);
      if (opts.signal?.aborted) throw err;
      if (attempt < opts.retries) {
        await wait(backoff, startedAt, opts.timeoutMs, signal);
        backoff *= 2;
        continue;
      }
      throw withDetail(new AnalyzerError(analyzer, `The ${analyzer} analyzer could not be reached`), err);
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
      if (deadline.aborted) throw withDetail(new AnalyzerError(analyzer, `The ${analyzer} analyzer did not answer within ${seconds} s`), err);
      throw withDetail(new AnalyzerError(analyzer, `The ${analyzer} analyzer's answer was cut off`), err);
    }
    if (res.ok) return { status: res.status, body };
    if (RETRYABLE.has(res.status) && attempt < opts.retries) {
      const after = retryAfterMs(res.headers.get('retry-after'));
      await wait(Math.min(after ?? backoff, MAX_RETRY_AFTER_MS), startedAt, opts.timeoutMs, signal);
      backoff *= 2;
      continue;
    }
    const reason = res.status === 401 || res.status === 403 ? 'refused our credentials' : res.status === 429 ? 'is rate limiting us' : 'answered with an error';
    const error = new AnalyzerError(analyzer, `The ${analyzer} analyzer ${reason} (HTTP ${res.status})`, res.status);
    throw withDetail(error, upstreamMessage(body));
  }
}

/** Waits before a retry, unless that would pass the deadline: then the deadline's own error is what the caller sees. */
async function wait(ms: number, startedAt: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
  const left = timeoutMs - (Date.now() - startedAt);
  await sleep(Math.min(ms, Math.max(0, left + 50)), undefined, { signal }).catch(() => undefined);
}

function withDetail(error: AnalyzerError, cause: unknown): AnalyzerError {
  error.detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : typeof cause === 'string' ? cause : undefined;
  return error;
}
