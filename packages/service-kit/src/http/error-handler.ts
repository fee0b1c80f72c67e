import type { Middleware } from 'koa';
import { AppError, internalError, malformedJson, notFound, payloadTooLarge } from './errors';

interface HttpishError extends Error {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  limit?: number;
}

/** Turns anything thrown below it into the one error shape; unknown errors are logged and hidden. */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw notFound('Route');
      // The router's allowedMethods() answers 405/501 in plain text; keep the one error shape (and its Allow header).
      if ((ctx.status === 405 || ctx.status === 501) && (ctx.body === undefined || typeof ctx.body === 'string')) {
        throw new AppError(ctx.status === 405 ? 'method_not_allowed' : 'not_implemented', ctx.status, ctx.status === 405 ? `${ctx.method} is not allowed here` : `${ctx.method} is not supported`);
      }
    } catch (raw) {
      const err = toAppError(raw as HttpishError);
      if (err.status >= 500) {
        ctx.state.log?.error({ err: raw, requestId: ctx.state.requestId }, 'request failed');
      }
      ctx.status = err.status;
      ctx.body = err.toBody();
      if (err.headers) ctx.set(err.headers);
    }
  };
}

function toAppError(err: HttpishError): AppError {
  if (err instanceof AppError) return err;
  // Body parser errors (co-body / raw-body) carry a type; map them to our ids instead of leaking their text.
  if (err.type === 'entity.parse.failed' || (err.status === 400 && /JSON|parse/i.test(err.message))) return malformedJson();
  if (err.type === 'entity.too.large' || err.status === 413) return payloadTooLarge(err.limit ? `${err.limit} bytes` : 'the limit');
  const status = err.status ?? err.statusCode;
  if (status && status >= 400 && status < 500 && err.expose) {
    return new AppError(status === 404 ? 'not_found' : 'bad_request', status, err.message);
  }
  return internalError();
}
