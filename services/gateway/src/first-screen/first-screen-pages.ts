import type { Context } from 'koa';
import { CSP_NONCE_PLACEHOLDER, DRAWN_LAYOUT_ATTRIBUTE, LAYOUT_COOKIE, MOBILE_LAYOUT_QUERY, PAGE_SESSION_ELEMENT_ID, PRERENDERED_ATTRIBUTE, PRERENDERED_SIGNED_IN, REFRESH_COOKIE, RefreshResponse, type FirstScreen } from '@navia/contracts';
/** The refresh identity answered for a page's request, and its cookies. */
export interface PageSession {
  /** The answer (the contracts' RefreshResponse), or null when the session was not restored (no cookie, refused, identity down). */
  session: RefreshResponse | null;
  setCookies: string[];
}

const NO_SESSION: PageSession = { session: null, setCookies: [] };

/**
 * Restores the session of a page's request the way the page's own first call would: a POST to the refresh with the
 * browser's cookies. The refresh token rotates, so its new cookie must reach the browser whatever happens next: the
 * caller sends `setCookies` with the page in every case.
 */
export async function restorePageSession(ctx: Context, gatewayUrl: string): Promise<PageSession> {
  if (!ctx.cookies.get(REFRESH_COOKIE)) return NO_SESSION;
  let response: Response;
  try {
    response = await fetch(`${gatewayUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { accept: 'application/json', cookie: ctx.get('cookie'), 'user-agent': ctx.get('user-agent') },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return NO_SESSION;
  }
  const setCookies = response.headers.getSetCookie();
  if (!response.ok) return { ...NO_SESSION, setCookies };
  const parsed = RefreshResponse.safeParse(await response.json().catch(() => null));
  return { session: parsed.success ? parsed.data : null, setCookies };
}

// The first screen's script preloads (client-kit/build/first-screen-preload-plugin.cjs, FIRST_SCREEN_ATTRIBUTE).
const FIRST_SCREEN_PRELOAD = /<link[^>]*\sdata-first-screen[^>]*>/g;
const EMPTY_ROOT = '<div id="root"></div>';

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * index.html for a signed-in request: the refresh's answer in it for the app to take as its session's restore, and,
 * when the page was drawn, its first screen in #root with its styles. A drawn page leaves out the first screen's
 * preloads: the app's code is asked for after the first paint (shell/src/index.ts), as on the signed-out page.
 */
export function signedInPage(indexHtml: string, session: RefreshResponse, screen: FirstScreen | null, narrow: boolean): string {
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) return indexHtml;
  const sessionElement = `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}" nonce="${CSP_NONCE_PLACEHOLDER}">${scriptSafe(JSON.stringify(session))}</script>`;
  if (!screen) return indexHtml.replace('</head>', `${sessionElement}</head>`);
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${PRERENDERED_SIGNED_IN}" ${DRAWN_LAYOUT_ATTRIBUTE}="${narrow ? 'narrow' : 'wide'}" inert>${screen.root}</div>`;
  return indexHtml
    .replace(FIRST_SCREEN_PRELOAD, '')
    .replace('</head>', `${screen.styles}${LAYOUT_GUARD}${sessionElement}</head>`)
    .replace(EMPTY_ROOT, root);
}

/**
 * A page drawn in the other layout than the screen has (the user agent's guess was wrong) is never shown: the app then
 * drops it and starts as on a page without one (shell/src/index.ts).
 */
const LAYOUT_GUARD =
  `<style nonce="${CSP_NONCE_PLACEHOLDER}">` +
  `@media ${MOBILE_LAYOUT_QUERY}{#root[${DRAWN_LAYOUT_ATTRIBUTE}="wide"]{display:none}}` +
  `@media not all and ${MOBILE_LAYOUT_QUERY}{#root[${DRAWN_LAYOUT_ATTRIBUTE}="narrow"]{display:none}}</style>`;

/**
 * Whether to draw the page in the mobile layout: as the browser's screen last was (the app's LAYOUT_COOKIE), else as
 * its user agent suggests (MDN's advice: "Mobi" for a phone's browser).
 */
export function isNarrowScreen(ctx: Context): boolean {
  const hint = ctx.cookies.get(LAYOUT_COOKIE);
  return hint === 'narrow' || (hint !== 'wide' && /Mobi/i.test(ctx.get('user-agent')));
}
