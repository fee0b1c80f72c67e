import { LAYOUT_COOKIE, MOBILE_LAYOUT_QUERY, type LayoutHint } from '@navia/contracts/src/web/first-screen';

/**
 * Tells the gateway which layout this browser's screen has (contracts' LAYOUT_COOKIE), so the next page it draws for
 * the user is drawn in it: a phone's page in the mobile layout, a desktop's with the rail. A year, renewed each start.
 */
export function rememberLayout(): void {
  const hint: LayoutHint = window.matchMedia(MOBILE_LAYOUT_QUERY).matches ? 'narrow' : 'wide';
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LAYOUT_COOKIE}=${hint}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
