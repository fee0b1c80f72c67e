import { ErrorBody } from '@navia/contracts';

/**
 * A non-OK answer from the API. spec part 1 §8: the message is `${status}: ${body text}` (or the status text when
 * the body is empty), so a screen that only shows `error.message` still says what the server said. `body` keeps the
 * parsed `{ ok:false, error, status, message, field? }` shape when the server sent it, for screens that branch on
 * the stable error id or highlight `field`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;
  readonly body: ErrorBody | null;
  /** The answer's `Retry-After` in seconds (429, 503), or null when it sent none. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, statusText: string, bodyText: string, retryAfterSeconds: number | null = null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * spec part 1 §8: a call's error text is the body's, else 'HTTP {status}'. The services answer
 * `{ ok:false, error:'not_found', message:'Brand not found', ... }`, so the human `message` comes first and `error`
 * (the whole text in the spec's simpler `{ error }` bodies) second.
 */
export function apiErrorText(error: ApiError): string {
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (body && typeof body === 'object') {
      const { message, error: text } = body as Record<string, unknown>;
      if (typeof message === 'string' && message.trim()) return message;
      if (typeof text === 'string' && text.trim()) return text;
    }
  } catch {
    // Not JSON: the status says it.
  }
  return `HTTP ${error.status}`;
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The sentence to show a person: the server's own `message` when it sent the error shape, else the error's message.
 * Forms use this so 'Invalid email or password' reads as such instead of '401: {"ok":false,...}'.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
