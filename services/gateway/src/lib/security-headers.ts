import { randomFillSync } from 'node:crypto';
import { VIDEO_PLAYER_ORIGINS } from '@navia/contracts';

/**
 * The browser-side defences every gateway answer carries (docs/security.md): no MIME sniffing, no full URLs in
 * the Referer sent to other sites, no framing by other sites (clickjacking), HSTS once the site is reached over
 * https, and a Content Security Policy. Pure functions: the gateway app decides which answer gets which.
 */

/** One year; includeSubDomains, no `preload` (a preload listing is a commitment an operator makes deliberately). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers for every answer. `secure` is Koa's ctx.secure: a TLS socket, or X-Forwarded-Proto only with TRUST_PROXY. */
export function baseSecurityHeaders(secure: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors 'none' in the CSP does this for current browsers; X-Frame-Options for those without CSP 2.
    'X-Frame-Options': 'DENY',
    // HSTS over plain http is ignored by browsers and would be wrong to send: only an https answer may pin https.
    ...(secure ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * The policy of every answer that is not one of our HTML pages (API JSON, scripts, images, errors): nothing may load
 * or run if a browser is ever made to render one as a document, and nothing may frame it.
 */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const NONCE_BYTES = 16;
// Random bytes drawn 4 KB at a time: one randomBytes(16) call costs about 24 µs here (measured), which was most of
// the page's added cost. Every nonce still takes bytes no other nonce had.
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

/** 128 random bits, fresh for every HTML answer (a nonce known in advance would let an injected <style> through). */
export function newCspNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** `http(s)://host[:port]` of a URL, or null: only a parsed origin goes into a header (no spaces, no semicolons). */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface AppCspOptions {
  nonce: string;
  /** Origins the remotes are served from besides this gateway (REMOTE_<NAME>_URL on another origin). */
  remoteOrigins?: readonly string[];
  /** Allow inline scripts carrying the nonce (the small admin sign-in page); the app itself has none. */
  nonceScripts?: boolean;
}

/**
 * The hash of an empty stylesheet. @rc-component/util and @ant-design/icons insert an empty <style> for a moment to
 * find where styles go; a remote built before the page had a policy (an older build beside the current shell) does
 * so without the nonce. Allowing exactly the empty content lets nothing apply: the browser checks the element again
 * whenever its text changes, and then only the nonce lets it through.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

function directives(entries: [string, string[]][]): string {
  return entries.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The policy of the shell's page (and the gateway's own small pages). Scripts only from this origin and the remotes'
 * origins: no inline script, no eval. Styles from the same places plus elements carrying this response's nonce,
 * which is how antd's CSS-in-JS inserts its <style> elements (ConfigProvider `csp`). Style attributes stay blocked:
 * React sets `style` props through the CSSOM, which CSP does not govern.
 */
export function appCsp({ nonce, remoteOrigins = [], nonceScripts = false }: AppCspOptions): string {
  // Built once per set of origins with a marker where the nonce goes, then filled in: about 6 µs saved per page.
  const key = `${nonceScripts}|${remoteOrigins.join(' ')}`;
  let template = templates.get(key);
  if (!template) {
    template = buildAppCsp(NONCE_MARK, remoteOrigins, nonceScripts).split(NONCE_MARK);
    if (templates.size > 100) templates.clear(); // origins come from configuration: a handful of keys at most
    templates.set(key, template);
  }
  return template.join(nonce);
}

const NONCE_MARK = '\u0000nonce\u0000';
const templates = new Map<string, string[]>();

function buildAppCsp(nonce: string, remoteOrigins: readonly string[], nonceScripts: boolean): string {
  const remotes = [...new Set(remoteOrigins)];
  return directives([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(nonceScripts ? [`'nonce-${nonce}'`] : []), ...remotes]],
    ['style-src', ["'self'", `'nonce-${nonce}'`, EMPTY_STYLE_HASH, ...remotes]],
    // data: for the small images antd and the browser inline (SVG backgrounds); the app loads no other images.
    ['img-src', ["'self'", 'data:', ...remotes]],
    ['font-src', ["'self'", ...remotes]],
    ['connect-src', ["'self'", ...remotes]],
    // The news feed's inline video players, and nothing else may be framed.
    ['frame-src', Object.values(VIDEO_PLAYER_ORIGINS)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/**
 * The policy of a prebuilt page we serve but do not write: its styles need 'unsafe-inline' (inline style attributes,
 * <style> elements inserted without a nonce), its scripts stay strict (its own files, no eval). `fonts` are the
 * origins of web fonts it links, if any.
 */
function prebuiltPageCsp(fonts: { styles: string; files: string } | null): string {
  return directives([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'", ...(fonts ? [fonts.styles] : [])]],
    ['img-src', ["'self'", 'data:']],
    ...(fonts ? [['font-src', ["'self'", fonts.files]] as [string, string[]]] : []),
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/**
 * bull-board's dashboard (/admin/queues): a prebuilt page that links Google Fonts. Admin-only, behind the admin
 * claim; everything else of ours keeps the nonce policy.
 */
export const QUEUE_DASHBOARD_CSP = prebuiltPageCsp({ styles: 'https://fonts.googleapis.com', files: 'https://fonts.gstatic.com' });

/** The API documentation (/api/docs, issue 19): swagger-ui, served from our own files (no CDN, no web fonts). */
export const API_DOCS_CSP = prebuiltPageCsp(null);
