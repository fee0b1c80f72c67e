import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import { Queue } from 'bullmq';
import IORedis, { type Redis } from 'ioredis';
import type { ErrorBody } from '@navia/contracts';
import type { AccessTokenVerifier } from '@navia/service-kit';
import { appCsp, newCspNonce, QUEUE_DASHBOARD_CSP } from './security-headers';

export const ADMIN_BASE = '/admin/queues';
export const ADMIN_COOKIE = 'navia_admin';

export interface QueueDashboardOptions {
  tokens: AccessTokenVerifier;
  /** Which job backend the services use; only 'redis' can be shown by bull-board. */
  backend: 'redis' | 'postgres' | 'inline';
  redisUrl?: string;
  prefix: string;
  queues: readonly string[];
  /** Secure flag of the admin cookie. */
  secureCookie: 'auto' | boolean;
}

function jsonError(ctx: Koa.Context, status: number, error: string, message: string) {
  ctx.status = status;
  ctx.body = { ok: false, error, status, message } satisfies ErrorBody;
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

// The gateway's own pages keep the app's nonce policy: their one <style> (and the sign-in page's one <script>) carry
// the answer's nonce, and nothing else inline runs or applies.
const PAGE_STYLE = (nonce: string) => `<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;line-height:1.5}</style>`;

const NEEDS_REDIS = (backend: string, nonce: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Queue dashboard</title>${PAGE_STYLE(nonce)}</head>
<body>
<h1>Queue dashboard unavailable</h1>
<p>The queue dashboard (bull-board) needs BullMQ on Redis. This deployment runs its jobs ${
  backend === 'postgres' ? 'on BullMQ\'s PostgreSQL backend, which bull-board cannot read' : 'in-process (the one-process default without Redis)'
}.</p>
<p>Set <code>REDIS_URL</code> to run jobs on Redis and see queues here. Queue depth, job counts, durations and failures are
also exported as Prometheus metrics at <code>/metrics</code> (<code>navia_queue_jobs</code>, <code>navia_jobs_total</code>).</p>
</body></html>`;

/** Exchanges an admin's access token for a short-lived cookie the dashboard's own page and fetches carry. */
const LOGIN_PAGE = (nonce: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admin sign-in</title>${PAGE_STYLE(nonce)}</head>
<body>
<h1>Queue dashboard</h1><p id="m">Checking your session…</p>
<script nonce="${nonce}">
(async () => {
  const m = document.getElementById('m');
  try {
    const r = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
    if (!r.ok) { m.textContent = 'Sign in to Navia first (in this browser), then come back to this page.'; return; }
    const { accessToken } = await r.json();
    const s = await fetch('/admin/session', { method: 'POST', headers: { authorization: 'Bearer ' + accessToken } });
    if (s.status === 403) { m.textContent = 'Your account is not an admin (npm run set-admin grants it).'; return; }
    if (!s.ok) { m.textContent = 'Could not open an admin session (' + s.status + ').'; return; }
    location.replace('${ADMIN_BASE}');
  } catch (e) { m.textContent = 'Could not reach the server.'; }
})();
</script></body></html>`;

/** One of the gateway's own pages, with a fresh nonce in the page and its policy. */
function sendPage(ctx: Koa.Context, page: (nonce: string) => string, opts: { scripts?: boolean } = {}) {
  const nonce = newCspNonce();
  ctx.type = 'text/html';
  ctx.set('Content-Security-Policy', appCsp({ nonce, nonceScripts: opts.scripts }));
  ctx.body = page(nonce);
}

/**
 * `/admin/queues`: bull-board over every queue of every service, for users whose access token carries the admin
 * claim (`adm`, granted with `npm run set-admin`). The dashboard's page and its relative fetches carry no bearer,
 * so `POST /admin/session` (with the bearer) sets `navia_admin`: the access token itself, httpOnly,
 * SameSite=Strict, Path=/admin, expiring with the token (15 minutes). `/admin/login` does that exchange in the
 * browser from the app's refresh cookie. Signed-out → 401, signed in without the role → 403.
 */
export function queueDashboard(opts: QueueDashboardOptions) {
  let board: Koa.Middleware | undefined;
  let connection: Redis | undefined;
  const queues: Queue[] = [];
  if (opts.backend === 'redis' && opts.redisUrl) {
    // Fails fast like every producer connection: with Redis down the dashboard's calls error at once, not hang.
    connection = new IORedis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    connection.on('error', () => undefined); // the services' own connections log the outage
    for (const name of opts.queues) {
      const queue = new Queue(name, { connection, prefix: opts.prefix });
      queue.on('error', () => undefined);
      queues.push(queue);
    }
    const serverAdapter = new KoaAdapter();
    serverAdapter.setBasePath(ADMIN_BASE);
    createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
    board = serverAdapter.registerPlugin();
  }

  function verify(token: string | undefined): 'none' | 'user' | { admin: true; exp: number } {
    if (!token) return 'none';
    const result = opts.tokens.verify(token);
    if (!result.ok) return 'none';
    return result.claims.adm === true ? { admin: true, exp: result.claims.exp } : 'user';
  }

  const middleware: Koa.Middleware = async (ctx, next) => {
    if (ctx.path === '/admin/login' && ctx.method === 'GET') {
      ctx.set('Cache-Control', 'no-store');
      sendPage(ctx, LOGIN_PAGE, { scripts: true });
      return;
    }
    if (ctx.path === '/admin/session') {
      if (ctx.method === 'DELETE') {
        ctx.set('Set-Cookie', `${ADMIN_COOKIE}=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0`);
        ctx.status = 204;
        return;
      }
      if (ctx.method !== 'POST') return jsonError(ctx, 405, 'method_not_allowed', `${ctx.method} is not allowed here`);
      const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
      const who = verify(bearer);
      if (who === 'none') return jsonError(ctx, 401, 'unauthorized', 'Sign in to continue');
      if (who === 'user') return jsonError(ctx, 403, 'forbidden', 'The queue dashboard is for admins');
      const maxAge = Math.max(0, who.exp - Math.floor(Date.now() / 1000));
      const secure = opts.secureCookie === 'auto' ? ctx.secure : opts.secureCookie;
      ctx.set('Set-Cookie', `${ADMIN_COOKIE}=${bearer}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`);
      ctx.status = 204;
      return;
    }
    if (ctx.path !== ADMIN_BASE && !ctx.path.startsWith(`${ADMIN_BASE}/`)) return next();
    const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
    const who = verify(bearer ?? readCookie(ctx.req, ADMIN_COOKIE));
    if (who === 'none') return jsonError(ctx, 401, 'unauthorized', 'Sign in as an admin: open /admin/login');
    if (who === 'user') return jsonError(ctx, 403, 'forbidden', 'The queue dashboard is for admins');
    ctx.set('Cache-Control', 'no-store');
    if (!board) {
      ctx.status = 503;
      sendPage(ctx, (nonce) => NEEDS_REDIS(opts.backend, nonce));
      return;
    }
    // bull-board's page and its assets and API: the policy its prebuilt UI can run under (security-headers.ts).
    ctx.set('Content-Security-Policy', QUEUE_DASHBOARD_CSP);
    await board(ctx, next);
  };

  return {
    middleware,
    async close() {
      await Promise.all(queues.map((q) => q.close()));
      if (connection) await connection.quit().catch(() => connection?.disconnect());
    },
  };
}
