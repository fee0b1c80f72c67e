import type { Context } from 'koa';
import { REFRESH_COOKIE } from '@navia/contracts';
import type { PlatformConfig } from '@navia/service-kit';

// The cookie is only ever sent to the auth endpoints, is invisible to scripts, and never leaves the site.
const COOKIE_PATH = '/api/auth';

function secure(ctx: Context, config: PlatformConfig): boolean {
  return config.cookieSecure === 'auto' ? ctx.secure : config.cookieSecure;
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
}

export function clearRefreshCookie(ctx: Context, config: PlatformConfig) {
  ctx.cookies.set(REFRESH_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, expires: new Date(0), secure: secure(ctx, config), overwrite: true });
}

export function readRefreshCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(REFRESH_COOKIE) || undefined;
}

export function clientInfo(ctx: Context) {
  return { ip: ctx.ip, userAgent: ctx.get('user-agent') || undefined };
}
