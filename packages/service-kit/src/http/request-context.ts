import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { REQUEST_ID_HEADER } from '@navia/contracts';
import type { Logger } from '../logger';

const VALID_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Gives each request an id (kept from the gateway when it sent one), a child logger, and one access log line. */
export function requestContext(log: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = VALID_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ requestId });
    ctx.set(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Health probes are frequent and uninteresting; keep them out of the info stream.
      const level = ctx.path === '/healthz' || ctx.path === '/readyz' ? 'debug' : 'info';
      ctx.state.log[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
    }
  };
}
