import type { Middleware } from 'koa';
import type { z } from 'zod';
import { validationError } from './errors';
import { findUnsafeText, UNSAFE_TEXT_MESSAGES } from './unsafe-text';

type Source = 'body' | 'query' | 'params';

function fieldPath(source: Source, path: PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : source;
}

/** Throws a 400 naming the first string or key in `value` that cannot be stored (NUL, lone surrogate, too deep). */
export function refuseUnsafeText(value: unknown, source: Source): void {
  const found = findUnsafeText(value);
  if (!found) return;
  const field = fieldPath(source, found.path);
  throw validationError(`${field}: ${UNSAFE_TEXT_MESSAGES[found.reason]}`, field);
}

/**
 * Every request's JSON body and query string, before any route: one check instead of one per schema, so a route
 * that forgets a limit still cannot hand PostgreSQL a NUL or a lone surrogate (spec: bad input is a 4xx, never a 500).
 * Route params are checked by the route helpers (`route.ts`), the first place they are known.
 */
export function unsafeTextGuard(): Middleware {
  return async (ctx, next) => {
    refuseUnsafeText((ctx.request as { body?: unknown }).body, 'body');
    refuseUnsafeText(ctx.query, 'query');
    await next();
  };
}

/** Parses `value` with `schema`; the first issue becomes a 400 naming the field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, source: Source = 'body'): z.infer<S> {
  // reportInput: zod 4 leaves the offending value out of issues otherwise, and we need it to tell missing from wrong.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = fieldPath(source, issue.path);
  const message = issue.code === 'invalid_type' && issue.input === undefined ? `${field} is required` : `${field}: ${issue.message}`;
  throw validationError(message, field);
}
