import type { ComponentType } from 'react';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteManifest, type RemoteName } from '@navia/contracts';
import { REMOTE_ROUTES_MODULE, setRuntimeSettings, type RemoteProps, type RemoteRoutesModule } from '@navia/client-kit';
import { REMOTE_MANIFEST_URL, fetchManifestResponse } from './early-remote';

/** The shell's Module Federation name (shell/webpack.config.js). */
const HOST_NAME = 'shell';

let registration: Promise<void> | null = null;
let hostBound = false;
/** The entry each remote is registered with, to tell a moved remote from an unchanged one. */
const registeredEntries = new Map<string, string>();

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetchManifestResponse();
  if (!response.ok) throw new Error(`${response.status}: could not load ${REMOTE_MANIFEST_URL}`);
  return RemoteManifest.parse(await response.json());
}

async function registerFromManifest(): Promise<void> {
  const manifest = await fetchManifest();
  setRuntimeSettings(manifest.settings);
  if (!hostBound) {
    // Binds to the instance webpack's federation runtime already created for the shell (same name, with the
    // shell's shared singletons) rather than making a second one.
    init({ name: HOST_NAME, remotes: [] });
    hostBound = true;
  }
  const entries = Object.entries(manifest.remotes).map(([name, { entry }]) => ({
    name,
    // Entries may be relative to the gateway ('/remotes/...') or on another origin.
    entry: new URL(entry, window.location.href).href,
  }));
  const added = entries.filter((remote) => !registeredEntries.has(remote.name));
  const moved = entries.filter((remote) => registeredEntries.has(remote.name) && registeredEntries.get(remote.name) !== remote.entry);
  if (added.length) registerRemotes(added);
  // force: drop what the runtime cached for the old entry, so the area loads from its new address.
  if (moved.length) registerRemotes(moved, { force: true });
  for (const remote of entries) registeredEntries.set(remote.name, remote.entry);
}

/**
 * Read the manifest and register every remote with the Module Federation runtime, once. A failure here or in
 * loading a remote forgets the result, so the next attempt (Retry) reads the manifest again and picks up a remote
 * that was moved while the page was open.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= registerFromManifest().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

/** Load a remote's exposed './routes' component (exposed module names: `${remote}/routes`). */
export async function loadRemoteRoutes(remote: RemoteName): Promise<ComponentType<RemoteProps>> {
  await ensureRemotesRegistered();
  try {
    const module = await loadRemote<RemoteRoutesModule>(`${remote}/${REMOTE_ROUTES_MODULE}`);
    if (!module?.default) {
      throw new Error(`${remote}/${REMOTE_ROUTES_MODULE} did not provide a component`);
    }
    return module.default;
  } catch (error) {
    registration = null;
    throw error;
  }
}

/**
 * Starts loading a remote's routes module ahead of its first render (its entry, its chunks and the shared modules
 * it takes from the shell, antd among them), for the page the browser opened on. The route's lazy component gets
 * the same module from the federation runtime's cache; a failure here is left to that load, which reports it.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  loadRemoteRoutes(remote).catch(() => undefined);
}
