import type Koa from 'koa';
import { createLogger, createServiceApp } from '@navia/service-kit';

/** What a fake service saw of one request, as it arrived after the gateway. */
export interface SeenRequest {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The client address the service computes (Koa with proxy trust, as every real service runs). */
  ip: string;
  /** The scheme the service believes the client used (what the refresh cookie's Secure flag follows). */
  protocol: string;
  body: unknown;
}

/**
 * A tiny service on the real service kit: it records every request and answers with what it saw, so a test can
 * assert both sides of the gateway.
 */
export function fakeService(name: string, opts: { delayMs?: number; forwardedBy?: string } = {}): { app: Koa; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const app = createServiceApp({ name, log: createLogger(name, 'silent'), routers: [], bodyLimit: '500kb', forwardedBy: opts.forwardedBy ?? null });
  // Answers every path (after the kit's own /healthz and /readyz).
  app.use(async (ctx) => {
    const entry: SeenRequest = {
      service: name,
      method: ctx.method,
      url: ctx.url,
      headers: { ...ctx.headers },
      ip: ctx.ip,
      protocol: ctx.protocol,
      body: (ctx.request as unknown as { body?: unknown }).body,
    };
    seen.push(entry);
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    if (ctx.path.endsWith('/set-cookies')) {
      ctx.cookies.set('navia_refresh', 'r1', { httpOnly: true, path: '/api/auth' });
      ctx.cookies.set('second', 's2', { httpOnly: false });
      ctx.set('x-fake-header', 'from-service');
      ctx.status = 201;
    }
    if (ctx.path.endsWith('/teapot')) ctx.status = 418;
    // An answer about public data that the service itself marks cacheable: the gateway must keep its rule.
    if (ctx.path.endsWith('/public')) ctx.set('Cache-Control', 'public, max-age=60');
    if (ctx.path.endsWith('/big')) {
      ctx.body = { service: name, filler: 'y'.repeat(200_000) };
      return;
    }
    ctx.body = { service: name, seen: entry };
  });
  return { app, seen };
}
