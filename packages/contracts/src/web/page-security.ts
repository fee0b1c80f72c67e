/**
 * What the gateway and the built pages agree on for the Content Security Policy (docs/security.md).
 *
 * The shell's index.html is built with CSP_NONCE_PLACEHOLDER wherever the nonce goes (its own <style>, and a
 * `<meta name="csp-nonce">` the app reads the nonce from); the gateway replaces it with a fresh nonce per response and
 * sends the same nonce in the policy. The webpack template (client-kit/build/create-webpack-config.cjs) cannot import
 * TypeScript, so it spells the placeholder again; a gateway test renders that template and checks they match.
 */
export const CSP_NONCE_PLACEHOLDER = '__NAVIA_CSP_NONCE__';

/** `<meta name="csp-nonce" nonce="…">`: read through the element's `nonce` property (browsers hide the attribute). */
export const CSP_NONCE_META = 'csp-nonce';

/**
 * The video players the news feed embeds inline (spec part 1 §2 "News Feed card"), by provider. The dashboard builds
 * every embed address from these and the gateway allows exactly these in `frame-src`, so the two cannot drift.
 * Wistia is not here: its videos open in a new tab.
 */
export const VIDEO_PLAYER_ORIGINS = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
  loom: 'https://www.loom.com',
} as const;
