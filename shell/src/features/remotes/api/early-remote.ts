import { openedRemoteArea } from '../model/remote-areas';

// The route's remote starts loading from main.js, before the app's code has arrived (issue 16). A signed-in page
// used to wait for main.js, the shell's chunks, the session refresh and the shell's first render before asking for
// /remotes.json, then for the remote's entry. Now the manifest is asked for at once, and as soon as it answers the
// route's remoteEntry.js is preloaded, with the files the remote's exposed module loads (the manifest's `loads`: its
// own, and the shell's files that provide the shared modules it consumes, from the page's map of them). Those were
// asked for only once the shell's first screen had arrived and run, and on a phone's connection came last
// (docs/performance.md "The route's files with its remote's entry"). This file imports no library: main.js carries it.

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

/** The page's map of the shell's provided files by share key (client-kit/build/first-screen-preload-plugin.cjs). */
export const PROVIDED_FILES_META = 'navia-provided-files';

interface RemoteStart {
  entry: string;
  /** The remote's own files, relative to its entry. */
  files: string[];
  /** The share keys its exposed module consumes. */
  shared: string[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * What the manifest says `remote` needs first, read without the contracts' schema (main.js has no zod): the gateway
 * has checked the stamp (RemoteLoads), and a file here is only ever a preload hint.
 */
function startOf(manifest: unknown, remote: string): RemoteStart | null {
  const found = (manifest as { remotes?: Record<string, { entry?: unknown; loads?: { files?: unknown; shared?: unknown } }> } | null)?.remotes?.[remote];
  if (typeof found?.entry !== 'string') return null;
  return { entry: found.entry, files: strings(found.loads?.files), shared: strings(found.loads?.shared) };
}

/** The shell's files that provide `keys`, from the page's map; none when the page has no map (a development build). */
function providedFiles(keys: string[]): string[] {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${PROVIDED_FILES_META}"]`)?.content;
  if (!content) return [];
  try {
    const byKey = JSON.parse(content) as Record<string, unknown>;
    return keys.flatMap((key) => strings(byKey[key]));
  } catch {
    return [];
  }
}

/**
 * A preload of `url`, unless the page already has one. Low priority, as the page's own first-screen preloads: the
 * render-blocking style sheet goes first.
 */
function preloadScript(url: string, lowPriority: boolean): void {
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  if (lowPriority) link.setAttribute('fetchpriority', 'low');
  document.head.appendChild(link);
}

/**
 * For a page drawn by a remote (openedRemoteArea), asks for the manifest now and, when it answers, preloads the
 * remote's entry and what its exposed module loads; the federation runtime's <script> elements for them are then
 * served from the preloads (same URLs: a remote's chunks load relative to its entry, the shell's from the root).
 */
export function startEarlyRemoteLoad(pathname: string): void {
  const remote = openedRemoteArea(pathname);
  if (!remote || earlyManifest) return;
  const started = requestManifest();
  earlyManifest = started;
  started
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((manifest: unknown) => {
      const start = startOf(manifest, remote);
      if (!start) return;
      const entry = new URL(start.entry, window.location.href).href;
      preloadScript(entry, false);
      for (const file of start.files) preloadScript(new URL(file, entry).href, true);
      for (const file of providedFiles(start.shared)) preloadScript(new URL(file, window.location.href).href, true);
    })
    // The registry reads the same answer and reports its failure (the area's fallback card); nothing to add here.
    .catch(() => undefined);
}
