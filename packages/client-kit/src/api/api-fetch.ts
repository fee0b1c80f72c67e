import type { ZodType } from 'zod';
import { RefreshResponse } from '@navia/contracts';
import { ApiError, parseRetryAfter } from './api-error';
import { clearSession, getAccessToken, setAccessToken } from '../auth/auth-store';
import { takeEarlyGet } from './early-gets';
import { sendRefresh, takeEarlyRefresh } from './early-refresh';

export interface ApiFetchOptions<T> {
  method?: string;
  /** Sent as JSON (FormData, and a file or Blob, are passed through untouched for uploads). */
  body?: unknown;
  /** Parses the successful JSON answer; a mismatch throws, so a screen never renders a shape it did not expect. */
  schema?: ZodType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function send(path: string, options: ApiFetchOptions<unknown>, token: string | null): Promise<Response> {
  const method = options.method ?? 'GET';
  // A page's first GETs may have left already, from main.js with this very token (early-gets.ts).
  const early = method === 'GET' && options.body === undefined ? takeEarlyGet(path, token) : undefined;
  if (early) return early;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body instanceof Blob) {
    // A file sent as it is (an import): its own type, the server reads it by that.
    body = options.body;
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  // spec part 1 §7: every call sends cookies (the refresh cookie is httpOnly and scoped to /api/auth).
  return fetch(path, { method, headers, body, credentials: 'include', signal: options.signal });
}

async function toApiError(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body still yields 'status: statusText'.
  }
  // Optional: a bare stand-in for fetch (as in many tests) may answer without headers.
  const retryAfter = (response.headers as Headers | undefined)?.get('Retry-After') ?? null;
  return new ApiError(response.status, response.statusText, text, parseRetryAfter(retryAfter));
}

let refreshInFlight: Promise<RefreshResponse | null> | null = null;

/**
 * Reads an answer we do not use to its end. Left unread, the request never finishes as far as the browser's network
 * log is concerned (a signed-out visit's refresh 401 kept Lighthouse waiting 45 s for the page to go quiet).
 */
async function drain(response: Response): Promise<void> {
  await response.text().catch(() => '');
}

/**
 * Trade the refresh cookie for a new access token and the user: the refreshed session, or null when there is none.
 * Concurrent callers share one request: the server rotates the refresh token, so two parallel refreshes would race
 * and the loser would sign the user out. The page's first refresh is the one main.js started before the app loaded,
 * when it did (early-refresh.ts).
 */
export function refreshSession(): Promise<RefreshResponse | null> {
  refreshInFlight ??= (async () => {
    try {
      const response = await (takeEarlyRefresh() ?? sendRefresh());
      if (!response.ok) {
        await drain(response);
        return null;
      }
      const session = RefreshResponse.parse(JSON.parse(await response.text()));
      setAccessToken(session.accessToken);
      return session;
    } catch {
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** refreshSession's access token (a call retried after a 401 needs only that). */
export async function refreshAccessToken(): Promise<string | null> {
  return (await refreshSession())?.accessToken ?? null;
}

/**
 * Sends a call with the bearer token, and when a signed-in call answers 401 (the access token expired) refreshes once
 * and retries once; when the refresh fails too the session is over, so this tab signs out locally and the sign-in
 * gate takes over. Answers the successful response, unread; throws an ApiError for any other.
 */
async function authorizedResponse(path: string, options: ApiFetchOptions<unknown>): Promise<Response> {
  const token = getAccessToken();
  let response = await send(path, options, token);

  if (response.status === 401 && token) {
    // Another call may already have refreshed while this one was in flight: then just use the newer token.
    const current = getAccessToken();
    const fresh = current && current !== token ? current : await refreshAccessToken();
    if (fresh) {
      await drain(response);
      response = await send(path, options, fresh);
    } else {
      const error = await toApiError(response);
      clearSession();
      throw error;
    }
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

/** The one way the frontends call the API (see authorizedResponse), its JSON answer parsed by `schema`. */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const response = await authorizedResponse(path, options);
  const text = response.status === 204 ? '' : await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(data) : (data as T);
}

export interface ApiDownload {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), else `fallbackName`. */
  fileName: string;
}

/**
 * A call whose answer is a file to save (the data export): read as it arrives, `onProgress` told the bytes so far,
 * so a screen can show the download moving. A connection cut part way throws (an incomplete file is never answered).
 */
export async function apiDownload(
  path: string,
  { onProgress, signal, fallbackName }: { onProgress?: (bytes: number) => void; signal?: AbortSignal; fallbackName: string },
): Promise<ApiDownload> {
  const response = await authorizedResponse(path, { signal, headers: { Accept: '*/*' } });
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const disposition = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  const fileName = disposition?.[1] ?? fallbackName;
  if (!response.body) return { blob: new Blob([await response.arrayBuffer()], { type }), fileName };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress?.(bytes);
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}
