import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Koa from 'koa';
import { apiDocs } from './lib/api-docs';
import { CSP_NONCE_PLACEHOLDER, REQUEST_ID_HEADER, resolveRoute, resolveService, SESSION_HINT_COOKIE, SIGNED_OUT_PAGE_FILE, type ErrorBody, type ServiceName } from '@navia/contracts';
import { AppError, loggedPath, metricsEndpoint, recordRequest, runReadinessChecks, VALID_REQUEST_ID, type Logger, type MetricsAccess, type ReadinessCheck } from '@navia/service-kit';
import type { Dispatch } from './lib/dispatch';
import type { RateCheck } from './lib/plan-rate-limit';
import { REMOTE_FOLDERS, RemoteManifestSource } from './lib/remote-manifest';
import { loadGatewaySettings } from './settings';
import { appCsp, baseSecurityHeaders, newCspNonce, NON_DOCUMENT_CSP } from './lib/security-headers';
import { StaticFolder } from './lib/static-files';
import { isNarrowScreen, restorePageSession, signedInPage } from './first-screen/first-screen-pages';
import type { FirstScreenRenderer } from './first-screen/first-screen-renderer';

export interface GatewayOptions {
  log: Logger;
  dispatch: Record<ServiceName, Dispatch>;
  /** Repository root holding shell/dist and mf-*\/dist. */
  staticRoot: string;
  readiness?: Record<string, ReadinessCheck>;
  /**
   * Trust X-Forwarded-For/-Proto from the one ingress in front of the gateway (TRUST_PROXY): the client address is
   * the last X-Forwarded-For entry, the one that ingress appended, not one the client wrote before it.
   */
  trustProxy?: boolean;
  /** Who may read the gateway's /metrics (the whole process's registry in the embedded mode). */
  metrics?: MetricsAccess;
  /** Write ceiling and per-plan AI rate, checked before a request is handed to its service (lib/plan-rate-limit.ts). */
  rateLimit?: (request: RateCheck) => Promise<void>;
  /** `/admin/*`: the queue dashboard and its session exchange (lib/queue-dashboard.ts). */
  admin?: Koa.Middleware;
  /** Where /remotes.json comes from; by default the built remotes under staticRoot, none moved elsewhere. */
  remoteManifest?: RemoteManifestSource;
  /** Load and compress the built frontends at start (default) rather than on their first request. */
  warmStatic?: boolean;
  /** Signed-in pages with their session and first screen in them (first-screen/); without it, index.html as built. */
  firstScreen?: FirstScreenRenderer;
}

function jsonError(ctx: Koa.Context, status: number, error: string, message: string) {
  ctx.status = status;
  ctx.body = { ok: false, error, status, message } satisfies ErrorBody;
}

/**
 * The one public entry: `/api/*` to the owning service by the contracts route table, the built shell and remotes
 * with compression and cache rules, and the runtime remote manifest.
 */
export function createGatewayApp(opts: GatewayOptions): Koa {
  const app = new Koa({ proxy: opts.trustProxy ?? false, maxIpsCount: 1 });
  app.silent = true;
  const shell = new StaticFolder(join(opts.staticRoot, 'shell', 'dist'));
  const remotes = new Map(Object.values(REMOTE_FOLDERS).map((folder) => [folder, new StaticFolder(join(opts.staticRoot, folder, 'dist'))]));
  if (opts.warmStatic !== false) {
    // In the background, folder after folder: requests are served meanwhile (a file not ready yet is loaded on demand).
    void (async () => {
      for (const folder of [shell, ...remotes.values()]) await folder.warm().catch(() => 0);
    })();
  }
  const manifest = opts.remoteManifest ?? new RemoteManifestSource(opts.staticRoot, loadGatewaySettings({}).remotes);

  // Request metrics of the gateway itself, by route kind (never the raw path), with the status actually sent.
  app.use(async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      recordRequest('gateway', ctx.method, routeKind(ctx.path), ctx.respond === false ? ctx.res.statusCode : ctx.status, seconds);
    }
  });

  // Security headers on every answer, set on the raw response before anything else runs (docs/security.md). An
  // /api answer is written by its service on this same response (ctx.respond = false): Node merges these into the
  // service's writeHead, the service's own value of a header winning. So a service may mark an answer about public
  // data cacheable; by default nothing the gateway or a service sends is kept by a browser or a shared cache, and
  // only the built files and the manifest below replace `no-store` with their cache rules.
  app.use(async (ctx, next) => {
    ctx.set(baseSecurityHeaders(ctx.secure));
    ctx.set('Content-Security-Policy', NON_DOCUMENT_CSP);
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.body = err.toBody();
        if (err.headers) ctx.set(err.headers);
        return;
      }
      opts.log.error({ err, path: loggedPath(ctx.path) }, 'gateway error');
      jsonError(ctx, 500, 'internal_error', 'Something went wrong on our side');
    }
  });

  // The API's own reference (issue 19): the gateway's, since it describes every service.
  app.use(apiDocs());

  app.use(async (ctx, next) => {
    if (!isServicePath(ctx.path)) return next();
    const route = resolveRoute(ctx.path);
    if (!route) return jsonError(ctx, 404, 'not_found', `No API route for ${ctx.path}`);
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    if (opts.rateLimit) {
      try {
        await opts.rateLimit({ method: ctx.method, authorization: ctx.get('authorization') || undefined, ai: route.ai === true });
      } catch (err) {
        ctx.set(REQUEST_ID_HEADER, requestId);
        throw err;
      }
    }
    ctx.respond = false; // the service writes the raw response itself
    await opts.dispatch[route.service](ctx.req, ctx.res, { requestId, clientIp: ctx.ip, protocol: ctx.protocol === 'https' ? 'https' : 'http' });
  });

  app.use(metricsEndpoint(opts.metrics ?? { production: false }));
  if (opts.admin) app.use(opts.admin);

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
      ctx.body = await manifest.current();
      return;
    }
    return next();
  });

  /**
   * Serves a built file; an HTML page gets a fresh nonce, written into the page and into its policy, so antd's
   * <style> elements (which carry it) are the only inline styles the page accepts.
   */
  async function serveBuilt(ctx: Koa.Context, folder: StaticFolder, path: string, cacheControl?: string, fill?: (html: string) => string): Promise<boolean> {
    if (!/\.html$/i.test(path)) return folder.serve(ctx, path, cacheControl);
    const nonce = newCspNonce();
    if (!(await folder.serve(ctx, path, cacheControl, nonce, fill))) return false;
    ctx.set('Content-Security-Policy', appCsp({ nonce, remoteOrigins: manifest.externalOrigins() }));
    return true;
  }

  /**
   * For a page other than `/` asked for with the refresh cookie: the session restored for it (its rotated cookie sent
   * with the page) and, for a remote's page, its first screen drawn for the user (docs/architecture.md "A first
   * screen rendered on the server").
   */
  async function signedInContent(ctx: Koa.Context): Promise<((html: string) => string) | undefined> {
    const gatewayUrl = opts.firstScreen?.gatewayUrl;
    if (!opts.firstScreen || !gatewayUrl || ctx.method !== 'GET' || ctx.path === '/') return undefined;
    const { session, setCookies } = await restorePageSession(ctx, gatewayUrl);
    for (const cookie of setCookies) ctx.append('Set-Cookie', cookie);
    if (!session) return undefined;
    const narrow = isNarrowScreen(ctx);
    const screen = await opts.firstScreen.render({
      path: ctx.path,
      session,
      settings: manifest.runtimeSettings(),
      narrow,
      nonce: CSP_NONCE_PLACEHOLDER,
      classPrefix: 'navia-first-screen',
    });
    return (html) => signedInPage(html, session, screen, narrow);
  }

  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return jsonError(ctx, 405, 'method_not_allowed', 'Method not allowed');
    const remoteMatch = /^\/remotes\/([a-z-]+)(\/.*)$/.exec(ctx.path);
    if (remoteMatch) {
      const folder = remotes.get(remoteMatch[1]);
      if (folder && (await serveBuilt(ctx, folder, remoteMatch[2]))) return;
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    if (ctx.path !== '/' && (await serveBuilt(ctx, shell, ctx.path))) return;
    // A path with a file extension that is not a file is a real 404; anything else is a client-side route.
    if (/\.[a-z0-9]+$/i.test(ctx.path)) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    if (ctx.path === '/') {
      // Which page `/` is depends on the session hint (contracts' signed-out-page.ts): a shared cache must not give
      // one visitor's page to another.
      ctx.vary('Cookie');
      // A browser without a session gets the welcome card in the HTML itself. A build without that page (a shell
      // built before it existed) falls through to index.html.
      if (!ctx.cookies.get(SESSION_HINT_COOKIE) && (await serveBuilt(ctx, shell, `/${SIGNED_OUT_PAGE_FILE}`, 'no-cache'))) return;
    }
    // A page holding its user's session and data is kept by no cache, not even the browser's.
    const signedIn = await signedInContent(ctx);
    if (await serveBuilt(ctx, shell, '/index.html', signedIn ? 'no-store' : 'no-cache', signedIn)) return;
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.body = 'The frontends are not built yet: run `npm run build` (npm start does it for you).';
  });

  return app;
}

/** The metrics label for a gateway path: `api:<service>` for API calls, else the kind of page or asset. */
function routeKind(path: string): string {
  if (path.startsWith('/api/') || path === '/api') return `api:${resolveService(path) ?? 'unmatched'}`;
  // One label for every feed: the secret in the path must not become a metric label.
  if (path.startsWith('/ical/')) return '/ical/*';
  if (['/healthz', '/readyz', '/metrics', '/remotes.json', '/admin/login', '/admin/session'].includes(path)) return path;
  if (path.startsWith('/admin/queues')) return '/admin/queues';
  if (path.startsWith('/remotes/')) return '/remotes/*';
  return 'static';
}

/** Paths a service answers: the API, and the calendar feeds at their secret addresses (issue 17). */
function isServicePath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/ical/');
}
