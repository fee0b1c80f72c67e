import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, RemoteVersionStamp, type RemoteLoads, type RemoteManifest, type RemoteName, type RuntimeSettings } from '@navia/contracts';
import type { RemoteSettings } from '../settings';
import { originOf } from './security-headers';

/** Remote name → the folder it is built in (and served under /remotes/<folder>/). */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mf_dashboard_tasks: 'mf-dashboard-tasks',
  mf_strategies: 'mf-strategies',
  mf_brand_hq: 'mf-brand-hq',
  mf_create: 'mf-create',
};

/** Written by each remote's build beside remoteEntry.js (client-kit/build/remote-version-plugin.cjs). */
export const REMOTE_VERSION_FILE = 'remote-version.json';

type Stamp = { version?: string; commit?: string; loads?: RemoteLoads };

/** The manifest's part of a remote's stamp: its version, its commit when known, what its exposed module loads. */
function stampFields(stamp: RemoteVersionStamp): Stamp {
  return { version: stamp.version, ...(stamp.commit ? { commit: stamp.commit } : {}), ...(stamp.loads ? { loads: stamp.loads } : {}) };
}

function readJson(file: string): unknown {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/** The stamp of the build this gateway serves itself; a build without one (older) falls back to its package.json. */
function localStamp(root: string, name: RemoteName): Stamp {
  const folder = REMOTE_FOLDERS[name];
  const stamp = RemoteVersionStamp.safeParse(readJson(join(root, folder, 'dist', REMOTE_VERSION_FILE)));
  if (stamp.success && stamp.data.name === name) return stampFields(stamp.data);
  const pkg = readJson(join(root, folder, 'package.json')) as { version?: unknown } | undefined;
  return typeof pkg?.version === 'string' ? { version: pkg.version } : {};
}

export type FetchStamp = (url: string) => Promise<unknown>;

const fetchJson: FetchStamp = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(1500), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status} from ${url}`);
  return res.json();
};

/**
 * The runtime manifest the shell reads at start (`/remotes.json`). Each entry defaults to this gateway's copy, and
 * REMOTE_<NAME>_URL (e.g. REMOTE_MF_CREATE_URL) moves one remote to another origin without rebuilding the shell.
 * Versions are each remote build's own stamp: read from disk for the copies served here, and fetched from beside
 * the entry for a moved remote (kept for a minute; omitted while it cannot be read, never guessed from the copy this
 * gateway holds). `settings` carries per-deployment values the remotes read at run time (SUPPORT_URL).
 */
export class RemoteManifestSource {
  private readonly local = new Map<RemoteName, Stamp>();
  private readonly moved = new Map<RemoteName, { url: string; stamp: Stamp; fetchedAt: number; refreshing?: Promise<void> }>();
  private origins?: string[];

  constructor(
    private readonly root: string,
    private readonly settings: RemoteSettings,
    private readonly fetchStamp: FetchStamp = fetchJson,
    private readonly ttlMs = 60_000,
  ) {}

  private entryOf(name: RemoteName): string {
    return this.settings.entries[name] ?? `/remotes/${REMOTE_FOLDERS[name]}/remoteEntry.js`;
  }

  private async refresh(name: RemoteName, url: string): Promise<void> {
    let stamp: Stamp = {};
    try {
      const parsed = RemoteVersionStamp.safeParse(await this.fetchStamp(url));
      if (parsed.success && parsed.data.name === name) stamp = stampFields(parsed.data);
    } catch {
      // Unreachable or not published: reported as unknown until the next try.
    }
    this.moved.set(name, { url, stamp, fetchedAt: Date.now() });
  }

  private async stampOf(name: RemoteName, entry: string): Promise<Stamp> {
    if (!/^https?:\/\//.test(entry)) {
      if (!this.local.has(name)) this.local.set(name, entry.startsWith('/remotes/') ? localStamp(this.root, name) : {});
      return this.local.get(name)!;
    }
    const url = new URL(REMOTE_VERSION_FILE, entry).href;
    const known = this.moved.get(name);
    if (!known || known.url !== url) {
      await this.refresh(name, url);
    } else if (Date.now() - known.fetchedAt > this.ttlMs && !known.refreshing) {
      // Stale: answer what is known and refresh behind it, so the shell's start never waits on another origin.
      known.refreshing = this.refresh(name, url);
    }
    return this.moved.get(name)!.stamp;
  }

  /**
   * The origins remotes are loaded from besides this gateway (REMOTE_<NAME>_URL pointing at another origin): the
   * page's CSP must allow their scripts, styles and fetches. Worked out once: a process's environment does not
   * change under it (a new URL takes a gateway restart, docs/operations.md), and every page asks.
   */
  externalOrigins(): string[] {
    if (!this.origins) {
      const origins = new Set<string>();
      for (const name of REMOTE_NAMES) {
        const origin = originOf(this.entryOf(name));
        if (origin) origins.add(origin);
      }
      this.origins = [...origins];
    }
    return this.origins;
  }

  /** The per-deployment settings the manifest carries (they do not change under a running process). */
  runtimeSettings(): RuntimeSettings {
    return { supportUrl: this.settings.supportUrl };
  }

  async current(): Promise<RemoteManifest> {
    const remotes = {} as RemoteManifest['remotes'];
    await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const entry = this.entryOf(name);
        remotes[name] = { entry, ...(await this.stampOf(name, entry)) };
      }),
    );
    return { remotes, settings: this.runtimeSettings() };
  }
}
