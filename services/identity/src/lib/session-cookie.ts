import type { Context } from 'koa';
import { REFRESH_COOKIE, SESSION_HINT_COOKIE } from '@navia/contracts';
import type { PlatformConfig } from '@navia/service-kit';

// The cookie is only ever sent to the auth endpoints, is invisible to scripts, and never leaves the site.
const COOKIE_PATH = '/api/auth';

function secure(ctx: Context, config: PlatformConfig): boolean {
  return config.cookieSecure === 'auto' ? ctx.secure : config.cookieSecure;
}

/**
 * The session hint goes and comes with the refresh cookie (contracts' signed-out-page.ts): the gateway answers `/`
 * with the prerendered signed-out page only to a browser without it. It holds no secret, so it is visible to the
 * page's own request (path /) and to scripts; Lax so that a link from another site to `/` still opens the app.
 */
function setSessionHint(ctx: Context, config: PlatformConfig, expires: Date) {
  ctx.cookies.set(SESSION_HINT_COOKIE, expires.getTime() > 0 ? '1' : '', {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    expires,
    secure: secure(ctx, config),
    overwrite: true,
  });
}

export function setRefreshCookie(ctx: Context, config: PlatformConfig, token: string, expires: Date) {
  ctx.cookies.set(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    expires,
    secure: secure(ctx, config),
    overwrite: true,
  });
  setSessionHint(ctx, config, expires);
}

export function clearRefreshCookie(ctx: Context, config: PlatformConfig) {
  ctx.cookies.set(REFRESH_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, expires: new Date(0), secure: secure(ctx, config), overwrite: true });
  setSessionHint(ctx, config, new Date(0));
}

export function readRefreshCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(REFRESH_COOKIE) || undefined;
}

export function clientInfo(ctx: Context) {
  return { ip: ctx.ip, userAgent: ctx.get('user-agent') || undefined };
}
