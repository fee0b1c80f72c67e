import type { Context } from 'koa';
import { REFRESH_COOKIE, SESSION_HINT_COOKIE } from '@navia/contracts';
import type { PlatformConfig } from '@navia/service-kit';

// The cookie is invisible to scripts and never leaves the site. It goes with the site's pages as well as the auth
// endpoints: the gateway restores a page's session for its request and draws its first screen for the user (issue 16,
// docs/architecture.md "A first screen rendered on the server").
const COOKIE_PATH = '/';
/** Where the cookie lived before: a browser may still hold one there, which would be sent first to the refresh. */
const FORMER_COOKIE_PATH = '/api/auth';

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

/** Removes a refresh cookie left at the former path, when the request carried one. */
function clearFormerRefreshCookie(ctx: Context, config: PlatformConfig) {
  if (!ctx.get('cookie').includes(`${REFRESH_COOKIE}=`)) return;
  ctx.append('Set-Cookie', `${REFRESH_COOKIE}=; path=${FORMER_COOKIE_PATH}; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=strict; httponly${secure(ctx, config) ? '; secure' : ''}`);
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
  // After the set: Koa's overwrite drops every earlier Set-Cookie of the name, whatever its path.
  clearFormerRefreshCookie(ctx, config);
  setSessionHint(ctx, config, expires);
}

export function clearRefreshCookie(ctx: Context, config: PlatformConfig) {
  ctx.cookies.set(REFRESH_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, expires: new Date(0), secure: secure(ctx, config), overwrite: true });
  clearFormerRefreshCookie(ctx, config);
  setSessionHint(ctx, config, new Date(0));
}

export function readRefreshCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(REFRESH_COOKIE) || undefined;
}

export function clientInfo(ctx: Context) {
  return { ip: ctx.ip, userAgent: ctx.get('user-agent') || undefined };
}
