import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Logger } from '../logger';
import { errorHandler } from './error-handler';
import { malformedJson, payloadTooLarge } from './errors';
import { requestContext } from './request-context';
import { unsafeTextGuard } from './validate';
import { forwardingHeadersFromGatewayOnly } from './forwarding';
import { metricsEndpoint, type MetricsAccess } from '../metrics';

export type ReadinessCheck = () => Promise<void>;

/** Runs named checks; the report names each failing one with its reason (what /readyz answers, 503 when not ok). */
export async function runReadinessChecks(service: string, checks: Record<string, ReadinessCheck>) {
  const results: Record<string, string> = {};
  let ok = true;
  for (const [name, check] of Object.entries(checks)) {
    try {
      await check();
      results[name] = 'ok';
    } catch (err) {
      ok = false;
      results[name] = (err as Error).message.slice(0, 200);
    }
  }
  return { ok, service, checks: results };
}

export interface ServiceAppOptions {
  name: string;
  log: Logger;
  routers: Router[];
  /** Named checks run by /readyz (database reachable, queue reachable …). */
  readiness?: Record<string, ReadinessCheck>;
  /** Largest JSON body accepted. */
  bodyLimit?: string;
  /** Paths whose route reads the raw body itself, with its own limit (an uploaded file: identity's `/api/import`). */
  rawBodyPaths?: readonly string[];
  /**
   * The gateway's forwarding mark (`forwardingMark(config.secrets.serviceToken)`): X-Forwarded-For/-Proto are believed
   * only on requests that carry it (http/forwarding.ts). null: never believed (an app no gateway forwards to).
   */
  forwardedBy: string | null;
  /** Who may read /metrics; by default METRICS_TOKEN and NODE_ENV from the environment (see metricsEndpoint). */
  metrics?: MetricsAccess;
}

export function metricsAccessFromEnv(env: NodeJS.ProcessEnv = process.env): MetricsAccess {
  return { token: env.METRICS_TOKEN || undefined, production: env.NODE_ENV === 'production' };
}

/** The Koa app every service is built on: request ids, logs, metrics, one error shape, JSON bodies, health endpoints. */
export function createServiceApp(opts: ServiceAppOptions): Koa {
  // Koa reads X-Forwarded-* (proxy: true) only after the first middleware has removed any the gateway did not set.
  const app = new Koa({ proxy: true });
  const limit = opts.bodyLimit ?? '100kb';
  app.silent = true; // errors are logged by errorHandler with their request id, not by Koa's default printer
  app.use(forwardingHeadersFromGatewayOnly(opts.forwardedBy));
  app.use(requestContext(opts.log, opts.name));
  app.use(errorHandler());
  const parseJson = bodyParser({
    enableTypes: ['json'],
    // DELETE too: deleting an account carries its password (DELETE /api/account).
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    jsonLimit: limit,
    encoding: 'utf-8',
    onError: (err) => {
      const e = err as Error & { type?: string; status?: number };
      if (e.type === 'entity.too.large' || e.status === 413) throw payloadTooLarge(limit);
      throw malformedJson();
    },
  });
  const rawBodyPaths = new Set(opts.rawBodyPaths ?? []);
  app.use((ctx, next) => (rawBodyPaths.has(ctx.path) ? next() : parseJson(ctx, next)));
  app.use(unsafeTextGuard());

  const health = new Router();
  health.get('/healthz', (ctx) => {
    ctx.body = { ok: true, service: opts.name };
  });
  health.get('/readyz', async (ctx) => {
    const report = await runReadinessChecks(opts.name, opts.readiness ?? {});
    ctx.status = report.ok ? 200 : 503;
    ctx.body = report;
  });
  app.use(health.routes());
  app.use(metricsEndpoint(opts.metrics ?? metricsAccessFromEnv()));
  for (const router of opts.routers) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
