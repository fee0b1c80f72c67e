import { setTimeout as sleep } from 'node:timers/promises';
import { retryAfterMs } from '@navia/service-kit';
import { NewsSourceError } from './news-source';

export interface NotionClientOptions {
  /** `https://api.notion.com/v1`, or a local server speaking Notion's protocol in tests. */
  apiUrl: string;
  token: string;
  /** The Notion-Version header. */
  version: string;
  /** Retries of one request after a 429 or a 5xx (external-apis.md: about 3 requests per second per integration). */
  maxRetries?: number;
  /** First wait after a 5xx or a 429 without Retry-After; doubled per retry. */
  backoffMs?: number;
}

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

function notionMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { code, message } = body as { code?: unknown; message?: unknown };
    const parts = [code, message].filter((p): p is string => typeof p === 'string');
    if (parts.length) return parts.join(': ').slice(0, 300);
  }
  return typeof body === 'string' && body ? body.slice(0, 300) : undefined;
}

/** Our sentence for a Notion error answer (the vendor's own words go to the log). */
function failureFor(status: number): string {
  if (status === 401 || status === 403) return 'The news source refused our Notion token';
  if (status === 404) return 'The Notion news database was not found, or it is not shared with the integration';
  if (status === 429) return 'The news source is rate limiting us, try again shortly';
  if (status >= 500) return 'The news source is having trouble, try again shortly';
  return `The news source rejected our request (HTTP ${status})`;
}

/**
 * Calls to Notion's REST API: bearer token and Notion-Version on every request, JSON both ways. A 429 waits for
 * Retry-After and a 5xx backs off, at most `maxRetries` times, and never past the caller's deadline (`signal`):
 * a wait that would end after it fails at once instead, so a slow or throttling Notion costs one bounded delay.
 */
export class NotionClient {
  constructor(private readonly opts: NotionClientOptions) {}

  async request<T = unknown>(method: 'GET' | 'POST', path: string, body: unknown, deadline: { signal: AbortSignal; endsAt: number }): Promise<T> {
    const url = this.opts.apiUrl.replace(/\/$/, '') + path;
    const maxRetries = this.opts.maxRetries ?? 3;
    let backoff = this.opts.backoffMs ?? 250;
    for (let attempt = 0; ; attempt += 1) {
      let res: Response;
      let parsed: unknown;
      try {
        res = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${this.opts.token}`,
            'notion-version': this.opts.version,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: deadline.signal,
        });
        const text = await res.text();
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = text;
        }
      } catch (err) {
        if (deadline.signal.aborted) throw new NewsSourceError('The news source did not answer in time', String(err));
        if (attempt < maxRetries && (await this.wait(backoff, deadline))) {
          backoff *= 2;
          continue;
        }
        throw new NewsSourceError('The news source could not be reached', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
      }
      if (res.ok) return parsed as T;
      if (RETRYABLE.has(res.status) && attempt < maxRetries) {
        const after = res.status === 429 ? retryAfterMs(res.headers.get('retry-after')) : undefined;
        if (await this.wait(after ?? backoff, deadline)) {
          backoff *= 2;
          continue;
        }
      }
      throw new NewsSourceError(failureFor(res.status), `HTTP ${res.status} ${notionMessage(parsed) ?? ''}`.trim());
    }
  }

  /** Waits `ms` unless that would pass the deadline; answers whether the caller may try again. */
  private async wait(ms: number, deadline: { signal: AbortSignal; endsAt: number }): Promise<boolean> {
    if (Date.now() + ms >= deadline.endsAt) return false;
    try {
      await sleep(ms, undefined, { signal: deadline.signal });
      return true;
    } catch {
      return false;
    }
  }
}

/** One deadline for a whole listing (every page of it, retries included). */
export function deadlineIn(ms: number): { signal: AbortSignal; endsAt: number } {
  return { signal: AbortSignal.timeout(ms), endsAt: Date.now() + ms };
}
