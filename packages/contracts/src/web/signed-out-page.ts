/**
 * The signed-out start page (issue 16): the shell's build renders what a signed-out visitor sees at `/` (the header
 * and the welcome card) into a page of its own, and the gateway answers `/` with it when the request carries no
 * session hint. The visitor sees the card at the first paint, before any of the app's code has run.
 *
 * The refresh cookie cannot tell the gateway: it is httpOnly and scoped to /api/auth, so the page's own request never
 * carries it. The identity service therefore sets a second cookie beside it, on the whole site, holding no secret:
 * only "this browser had a session", for as long as the refresh cookie lasts, cleared with it.
 */
export const SESSION_HINT_COOKIE = 'navia_session';

/** The built page, next to index.html in the shell's folder. */
export const SIGNED_OUT_PAGE_FILE = 'signed-out.html';

/** On the page's #root: the app starts signed out, without asking the server for a session it was told is not there. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_SIGNED_OUT = 'signed-out';
