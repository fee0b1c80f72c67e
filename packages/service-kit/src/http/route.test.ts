import type Koa from 'koa';
import { z } from 'zod';
import { SERVICE_TOKEN_HEADER } from '@navia/contracts';
import { serviceAuth, type AuthState } from '../auth/middleware';
import { AppError } from './errors';
import { internalRoute, publicRoute, route } from './route';

const caller: AuthState = { userId: 'u1', sessionId: 's1', plan: 'free', admin: false };

function context(parts: { body?: unknown; query?: Record<string, string>; params?: Record<string, string>; state?: Record<string, unknown>; headers?: Record<string, string> }): Koa.Context {
  const headers = parts.headers ?? {};
  return {
    method: 'POST',
    path: '/x',
    request: { body: parts.body },
    query: parts.query ?? {},
    params: parts.params ?? {},
    state: parts.state ?? {},
    get: (name: string) => headers[name.toLowerCase()] ?? '',
  } as unknown as Koa.Context;
}

const Body = z.object({ n: z.coerce.number(), name: z.string().trim() });
const Query = z.object({ page: z.coerce.number().int().min(1) });
const Params = z.object({ id: z.string().uuid() });
const id = '0b6c1f0e-6a43-4a8e-9b59-3f3f0f1f2a11';

describe('route', () => {
  it('hands the handler the parsed body, query and params and the signed-in caller', async () => {
    const seen = jest.fn();
    const mw = route({ body: Body, query: Query, params: Params }, (_c, input) => seen(input));
    await mw(context({ body: { n: '3', name: ' Ann ' }, query: { page: '2' }, params: { id }, state: { auth: caller } }), jest.fn());
    expect(seen).toHaveBeenCalledWith({ body: { n: 3, name: 'Ann' }, query: { page: 2 }, params: { id }, auth: caller });
  });

  it('answers 400 naming the field and never runs the handler when the body is invalid', async () => {
    const seen = jest.fn();
    const mw = route({ body: Body }, () => seen());
    const err = await mw(context({ body: { n: '3' }, state: { auth: caller } }), jest.fn()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400, field: 'name', message: 'name is required' });
    expect(seen).not.toHaveBeenCalled();
  });

  it('names query and params fields too', async () => {
    const q = route({ query: Query }, jest.fn());
    await expect(q(context({ query: { page: '0' }, state: { auth: caller } }), jest.fn())).rejects.toMatchObject({ status: 400, field: 'page' });
    const p = route({ params: Params }, jest.fn());
    await expect(p(context({ params: { id: 'nope' }, state: { auth: caller } }), jest.fn())).rejects.toMatchObject({ status: 400, field: 'id' });
  });

  it('takes a handler alone when the route reads no input', async () => {
    const seen = jest.fn();
    await route((_c, input) => seen(input))(context({ state: { auth: caller } }), jest.fn());
    expect(seen).toHaveBeenCalledWith({ auth: caller });
  });

  it('refuses to run without auth() before it (a wiring mistake, not a 401)', async () => {
    const seen = jest.fn();
    const err = await route(() => seen())(context({}), jest.fn()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(AppError);
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('publicRoute', () => {
  it('validates the same way and passes no caller, even when one is signed in', async () => {
    const seen = jest.fn();
    await publicRoute({ body: Body }, (_c, input) => seen(input))(context({ body: { n: 1, name: 'a' }, state: { auth: caller } }), jest.fn());
    expect(seen).toHaveBeenCalledWith({ body: { n: 1, name: 'a' } });
  });
});

describe('internalRoute', () => {
  it('runs behind serviceAuth()', async () => {
    const seen = jest.fn();
    const mw = internalRoute({ params: Params }, (_c, input) => seen(input));
    const ctx = context({ params: { id }, headers: { [SERVICE_TOKEN_HEADER.toLowerCase()]: 'secret' } });
    await serviceAuth('secret')(ctx, () => mw(ctx, jest.fn()));
    expect(seen).toHaveBeenCalledWith({ params: { id } });
  });

  it('refuses to run a handler no service-token check guarded', async () => {
    const seen = jest.fn();
    await expect(internalRoute(() => seen())(context({ state: { auth: caller } }), jest.fn())).rejects.toThrow(/serviceAuth/);
    expect(seen).not.toHaveBeenCalled();
  });
});

// Compile-time guards, checked by `npx tsc -p tsconfig.server.json`: the handler's input is typed by the schemas given.
export const typeChecks = [
  route({ body: Body, params: Params }, (_c, { body, params, auth }) => {
    const n: number = body.n;
    const userId: string = auth.userId;
    // @ts-expect-error -- the schema has no such field
    void body.nme;
    // @ts-expect-error -- a parsed uuid is a string, not a number
    const wrong: number = params.id;
    return [n, userId, wrong];
  }),
  // @ts-expect-error -- no query schema was given, so there is no query to read
  route({ body: Body }, (_c, { query }) => query),
  // @ts-expect-error -- a misspelt schema key would leave the body unvalidated
  route({ bdy: Body }, () => undefined),
  // @ts-expect-error -- a public route has no signed-in caller
  publicRoute({ body: Body }, (_c, { auth }) => auth),
  // @ts-expect-error -- nor has an internal one
  internalRoute((_c, { auth }) => auth),
];
