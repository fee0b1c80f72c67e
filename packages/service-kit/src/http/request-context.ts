import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { REQUEST_ID_HEADER } from '@navia/contracts';
import type { Logger } from '../logger';
import { recordRequest } from '../metrics';
import { requestScope, VALID_REQUEST_ID } from '../request-scope';

/**
 * Gives each request an id (kept from the gateway when it sent one), a child logger, one access log line and its
 * request metrics (labelled by the router's pattern, `unmatched` when no route matched). The id is also kept in an
 * async scope (request-scope.ts), so the internal calls the request makes send it and a job enqueued while handling
 * it is logged with it.
 */
export function requestContext(log: Logger, service = 'service'): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ requestId });
    ctx.set(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    try {
      await requestScope.run({ requestId }, next);
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const route = typeof matched === 'string' ? matched : ctx.path === '/metrics' ? '/metrics' : 'unmatched';
      recordRequest(service, ctx.method, route, ctx.status, seconds);
      // Health probes are frequent and uninteresting; keep them out of the info stream.
      const level = ctx.path === '/healthz' || ctx.path === '/readyz' || ctx.path === '/metrics' ? 'debug' : 'info';
      ctx.state.log[level]({ method: ctx.method, path: loggedPath(ctx.path), status: ctx.status, ms: Math.round(seconds * 1e4) / 10 }, 'request');
    }
  };
}

/**
 * A path as the request log writes it: a calendar feed's address is its only key (issue 17), so the secret in it
 * never reaches a log.
 */
export function loggedPath(path: string): string {
  return path.startsWith('/ical/') ? '/ical/[secret].ics' : path;
}
