import { z } from 'zod';

/**
 * The one rule for addresses the screens turn into links or fetch (issue 14 item 6): http(s) only, so a stored
 * `javascript:` or `data:` address can never become a clickable link. Runs in browsers too (no URL.canParse).
 */
function httpHost(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}

/** `http://` or `https://`, a host, no spaces, nothing that makes the URL parser fail. */
export function isHttpUrl(text: string): boolean {
  return /^https?:\/\/[^\s/?#]+\S*$/i.test(text) && Boolean(httpHost(text));
}

/** A brand's own site or page: an http(s) URL whose host has a dot (no 'localhost', no bare machine names). */
export function isPublicHttpUrl(text: string): boolean {
  return isHttpUrl(text) && /\.[^.]/.test(httpHost(text) ?? '');
}

/** Any explicit scheme (`javascript:`, `mailto:`, `ftp://`); a bare host such as `instagram.com/bean` has none. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * An address as typed into the brand profile: an http(s) URL, or a bare address that the screens prefix with
 * https:// (spec part 2 §5: "A URL without http is prefixed with https"), but never another scheme.
 */
export function isLinkAddress(text: string): boolean {
  if (/^https?:\/\//i.test(text)) return isPublicHttpUrl(text);
  return !HAS_SCHEME.test(text) && !/\s/.test(text) && isPublicHttpUrl(`https://${text.replace(/^\/+/, '')}`);
}

/**
 * People type 'acme.com'; the website must be an http(s) URL, so a value without a scheme gets https:// (the
 * onboarding wizard and Brand HQ's Your Company send it so). A value with another scheme is left alone for the rule
 * above to refuse with its own message.
 */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

export const HTTP_URL_MESSAGE = 'Must be a URL starting with http:// or https://';
export const LINK_ADDRESS_MESSAGE = 'Must be a web address (http:// or https://, or a bare address such as example.com/page)';

/**
 * Trimmed URL text up to `max` characters, '' allowed (every URL field of the brand forms is optional).
 * `bareAllowed`: also a scheme-less address the screens prefix with https:// (social links, offer URLs).
 */
export function webAddress(max: number, opts: { bareAllowed?: boolean; tooLong?: string } = {}) {
  const valid = opts.bareAllowed ? isLinkAddress : isPublicHttpUrl;
  return z
    .string()
    .trim()
    .max(max, opts.tooLong)
    .refine((v) => v === '' || valid(v), opts.bareAllowed ? LINK_ADDRESS_MESSAGE : HTTP_URL_MESSAGE);
}
