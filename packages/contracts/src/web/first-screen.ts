import type { User } from '../auth/auth.schema';
import type { RuntimeSettings } from '../health';

/**
 * A signed-in page's first screen drawn on the server (issue 16): what the gateway asks the shell's server render
 * (shell/server/render-first-screen.tsx) for, and what it gets back to write into the page.
 */
export interface FirstScreenRenderRequest {
  /** The page's path, as the browser opened it. */
  path: string;
  /** The signed-in user and an access token for the page's first calls; null renders the page signed out. */
  session: { user: User; accessToken: string } | null;
  settings?: RuntimeSettings;
  /** Whether the screen is a phone's (under 768 px, MOBILE_LAYOUT_QUERY): the layout differs, not only its CSS. */
  narrow?: boolean;
  /** Written on every <style> the markup holds, for the page's Content Security Policy. */
  nonce: string;
  /** Prefix of the classes the markup's style attributes become (the policy refuses style attributes). */
  classPrefix: string;
}

export interface FirstScreen {
  /** The markup for #root. */
  root: string;
  /** A <style> element for the page's <head>: antd's theme and component CSS variables and the markup's own rules. */
  styles: string;
}

/** On #root of a page the gateway drew for its user: the app takes over once its own first screen is ready. */
export const PRERENDERED_SIGNED_IN = 'signed-in';

/**
 * `<script type="application/json" id="…">` in such a page: the refresh answer the gateway got for it (the contracts'
 * RefreshResponse), which the app takes as its session's restore instead of refreshing again (the server rotates
 * the refresh token on every refresh).
 */
export const PAGE_SESSION_ELEMENT_ID = 'navia-page-session';

/**
 * spec part 1 §9: the mobile layout is under 768 px (antd's md breakpoint starts at 768). One query for the shell's
 * layout and the remotes' pages, in CSS (layout-styles.tsx) and in components (the client kit's useMobileLayout), and
 * for the layout hint below.
 */
export const MOBILE_LAYOUT_QUERY = '(max-width: 767.98px)';

/**
 * Cookie the app sets on every start: `narrow` or `wide`, whether the screen has the mobile layout (under 768 px). The
 * gateway draws a page in the layout the browser last had; without it, in the one its user agent suggests. No secret.
 */
export const LAYOUT_COOKIE = 'navia_layout';
export type LayoutHint = 'narrow' | 'wide';

/** On #root of a drawn page: the layout it was drawn in (LayoutHint). */
export const DRAWN_LAYOUT_ATTRIBUTE = 'data-layout';
