import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import type { AuthState } from '../auth/middleware';
import { parseOrThrow, refuseUnsafeText } from './validate';

/** The contract schemas a route validates; each one present is parsed and handed to the handler under its name. */
export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** What the handler receives: exactly the parts it declared, typed by the schemas that parsed them. */
export type RouteInput<S extends RouteSchemas> = { [K in keyof S & keyof RouteSchemas]: S[K] extends z.ZodType ? z.output<S[K]> : never };

/** A misspelt key (`bdy`) would otherwise be ignored silently and leave the body unvalidated. */
type KnownKeys<S> = S & Record<Exclude<keyof S, keyof RouteSchemas>, never>;

export type RouteHandler<I> = (c: Context, input: I) => unknown;

type Caller = 'user' | 'service' | 'none';

function handler(caller: Caller, schemas: RouteSchemas, run: RouteHandler<Record<string, unknown>>): Middleware {
  return async (ctx) => {
    // The caller checks run in router-level middleware (`auth`, `serviceAuth`); a route typed for a caller that was
    // never checked is a wiring mistake, so it fails loudly (500) instead of answering without one.
    const auth = ctx.state.auth as AuthState | undefined;
    if (caller === 'user' && !auth) throw new Error(`${ctx.method} ${ctx.path}: route() needs auth() to run before it`);
    if (caller === 'service' && ctx.state.serviceCaller !== true) {
      throw new Error(`${ctx.method} ${ctx.path}: internalRoute() needs serviceAuth() to run before it`);
    }
    const c = ctx as Context & { params?: Record<string, string>; request: { body?: unknown } };
    // Body and query were screened by `unsafeTextGuard` before routing; params are first known here.
    refuseUnsafeText(c.params ?? {}, 'params');
    const input: Record<string, unknown> = {};
    if (schemas.body) input.body = parseOrThrow(schemas.body, c.request.body, 'body');
    if (schemas.query) input.query = parseOrThrow(schemas.query, ctx.query, 'query');
    if (schemas.params) input.params = parseOrThrow(schemas.params, c.params ?? {}, 'params');
    if (caller === 'user') input.auth = auth;
    await run(ctx, input);
  };
}

function define<Extra>(caller: Caller) {
  function define_(run: RouteHandler<Extra>): Middleware;
  function define_<S extends RouteSchemas>(schemas: KnownKeys<S>, run: RouteHandler<RouteInput<S> & Extra>): Middleware;
  function define_(a: RouteSchemas | RouteHandler<never>, b?: RouteHandler<never>): Middleware {
    return typeof a === 'function'
      ? handler(caller, {}, a as RouteHandler<Record<string, unknown>>)
      : handler(caller, a, b as RouteHandler<Record<string, unknown>>);
  }
  return define_;
}

/**
 * A route for the signed-in user (behind `auth()`): validates body, query and params with the given contract
 * schemas (the first issue is a 400 naming the field), then calls the handler with the parsed values and the caller,
 * all typed from those same schemas and from `AuthState`:
 *
 *   router.patch('/tasks/:id', route({ params: TaskIdParams, body: UpdateBody }, async (c, { params, body, auth }) => …));
 *
 * Without schemas: `route(async (c, { auth }) => …)`. Route-level middleware that must see the raw request (brand's
 * `requireASource`) goes before it in the router call, as before.
 */
export const route = define<{ auth: AuthState }>('user');

/** A route anyone may call (sign-up, sign-in, refresh, public config): the same validation, no caller. */
export const publicRoute = define<unknown>('none');

/** A service-to-service route (behind `serviceAuth()`): the same validation; the caller is a service, not a user. */
export const internalRoute = define<unknown>('service');
