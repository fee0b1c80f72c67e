import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Koa from 'koa';
import { REQUEST_ID_HEADER, resolveService, type ErrorBody, type ServiceName } from '@navia/contracts';
import { runReadinessChecks, type Logger, type ReadinessCheck } from '@navia/service-kit';
import type { Dispatch } from './lib/dispatch';
import { buildRemoteManifest, REMOTE_FOLDERS } from './lib/remote-manifest';
import { StaticFolder } from './lib/static-files';

export interface GatewayOptions {
  log: Logger;
  dispatch: Record<ServiceName, Dispatch>;
  /** Repository root holding shell/dist and mf-*\/dist. */
  staticRoot: string;
  readiness?: Record<string, ReadinessCheck>;
  /** Trust X-Forwarded-For from an ingress in front of the gateway. */
  trustProxy?: boolean;
}

const VALID_ID = /^[A-Za-z0-9._-]{8,128}$/;

function jsonError(ctx: Koa.Context, status: number, error: string, message: string) {
  ctx.status = status;
  ctx.body = { ok: false, error, status, message } satisfies ErrorBody;
}

/**
 * The one public entry: `/api/*` to the owning service by the contracts route table, the built shell and remotes
 * with compression and cache rules, and the runtime remote manifest.
 */
export function createGatewayApp(opts: GatewayOptions): Koa {
  const app = new Koa({ proxy: opts.trustProxy ?? false });
  app.silent = true;
  const shell = new StaticFolder(join(opts.staticRoot, 'shell', 'dist'));
  const remotes = new Map(Object.values(REMOTE_FOLDERS).map((folder) => [folder, new StaticFolder(join(opts.staticRoot, folder, 'dist'))]));
  const manifest = buildRemoteManifest(opts.staticRoot);

  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      opts.log.error({ err, path: ctx.path }, 'gateway error');
      jsonError(ctx, 500, 'internal_error', 'Something went wrong on our side');
    }
  });

  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    const service = resolveService(ctx.path);
    if (!service) return jsonError(ctx, 404, 'not_found', `No API route for ${ctx.path}`);
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = VALID_ID.test(incoming) ? incoming : randomUUID();
    ctx.respond = false; // the service writes the raw response itself
    await opts.dispatch[service](ctx.req, ctx.res, requestId, ctx.ip);
  });

  app.use(async (ctx, next) => {
    if (ctx.path === '/healthz') {
      ctx.body = { ok: true, service: 'gateway' };
      return;
    }
    if (ctx.path === '/readyz') {
      const report = await runReadinessChecks('gateway', opts.readiness ?? {});
      ctx.status = report.ok ? 200 : 503;
      ctx.body = report;
      return;
    }
    if (ctx.path === '/remotes.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = manifest;
      return;
    }
    return next();
  });

  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return jsonError(ctx, 405, 'method_not_allowed', 'Method not allowed');
    const remoteMatch = /^\/remotes\/([a-z-]+)(\/.*)$/.exec(ctx.path);
    if (remoteMatch) {
      const folder = remotes.get(remoteMatch[1]);
      if (folder && (await folder.serve(ctx, remoteMatch[2]))) return;
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    if (ctx.path !== '/' && (await shell.serve(ctx, ctx.path))) return;
    // A path with a file extension that is not a file is a real 404; anything else is a client-side route.
    if (/\.[a-z0-9]+$/i.test(ctx.path)) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    if (await shell.serve(ctx, '/index.html', 'no-cache')) return;
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.body = 'The frontends are not built yet: run `npm run build` (npm start does it for you).';
  });

  return app;
}
