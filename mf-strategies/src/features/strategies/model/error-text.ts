import { isApiError } from '@navia/client-kit';

/**
 * spec part 2 §7 "Errors from the strategy, template and progress calls use the body's error field, else HTTP
 * {status}". Our services answer `{ error: 'not_found', message: 'Strategy not found' }`, so the sentence in
 * `message` is preferred to the id in `error`; a body of the spec's simpler `{ error: '...' }` shape still reads.
 */
export function serverErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.body?.message) return error.body.message;
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (body && typeof body === 'object') {
        const text = (body as Record<string, unknown>).error;
        if (typeof text === 'string' && text.trim()) return text;
      }
    } catch {
      // Not JSON: the status says it.
    }
    return `HTTP ${error.status}`;
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
