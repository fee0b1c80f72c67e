import { openedRemoteArea } from '../model/remote-areas';

// The route's remote starts loading from main.js, before the app's code has arrived (issue 16). A signed-in page
// used to wait for main.js, the shell's chunks, the session refresh and the shell's first render before asking for
// /remotes.json, then for the remote's entry. Now the manifest is asked for at once, and the route's remoteEntry.js
// is preloaded as soon as it answers, in parallel with the shell's own code. This file imports no library: main.js
// carries it.

/** Served by the gateway; per environment, so a remote can move without rebuilding the shell. */
export const REMOTE_MANIFEST_URL = '/remotes.json';

let earlyManifest: Promise<Response> | null = null;

function requestManifest(): Promise<Response> {
  // no-store: the manifest is what moves when a remote is redeployed; a cached copy would pin the old entry.
  return fetch(REMOTE_MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' });
}

/** The manifest's answer: the one main.js asked for, the first time, else a new request (Retry reads it again). */
export function fetchManifestResponse(): Promise<Response> {
  const started = earlyManifest;
  earlyManifest = null;
  return started ?? requestManifest();
}

/** The entry URL the manifest gives `remote`, read without the contracts' schema (main.js has no zod). */
function entryOf(manifest: unknown, remote: string): string | null {
  const entry = (manifest as { remotes?: Record<string, { entry?: unknown }> } | null)?.remotes?.[remote]?.entry;
  return typeof entry === 'string' ? entry : null;
}

function preloadScript(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * For a page drawn by a remote (openedRemoteArea), asks for the manifest now and preloads the remote's entry when it
 * answers; the federation runtime's <script> for it is then served from the preload.
 */
export function startEarlyRemoteLoad(pathname: string): void {
  const remote = openedRemoteArea(pathname);
  if (!remote || earlyManifest) return;
  const started = requestManifest();
  earlyManifest = started;
  started
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((manifest: unknown) => {
      const entry = entryOf(manifest, remote);
      if (entry) preloadScript(new URL(entry, window.location.href).href);
    })
    // The registry reads the same answer and reports its failure (the area's fallback card); nothing to add here.
    .catch(() => undefined);
}
