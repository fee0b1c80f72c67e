import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, type RemoteManifest, type RemoteName } from '@navia/contracts';

/** Remote name → the folder it is built in (and served under /remotes/<folder>/). */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mf_dashboard_tasks: 'mf-dashboard-tasks',
  mf_strategies: 'mf-strategies',
  mf_brand_hq: 'mf-brand-hq',
  mf_create: 'mf-create',
};

function versionOf(root: string, folder: string): string | undefined {
  const file = join(root, folder, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).version as string) : undefined;
}

/** The Help button's target when SUPPORT_URL is not set. */
export const DEFAULT_SUPPORT_URL = 'https://help.navia.app/';

/**
 * The runtime manifest the shell reads at start. Each entry defaults to this gateway's copy, and
 * REMOTE_<NAME>_URL (e.g. REMOTE_MF_CREATE_URL) moves one remote to another origin without rebuilding the shell.
 * `settings` carries per-deployment values the remotes read at run time (SUPPORT_URL).
 */
export function buildRemoteManifest(root: string, env: NodeJS.ProcessEnv = process.env): RemoteManifest {
  const remotes = {} as RemoteManifest['remotes'];
  for (const name of REMOTE_NAMES) {
    const folder = REMOTE_FOLDERS[name];
    remotes[name] = { entry: env[`REMOTE_${name.toUpperCase()}_URL`] ?? `/remotes/${folder}/remoteEntry.js`, version: versionOf(root, folder) };
  }
  return { remotes, settings: { supportUrl: env.SUPPORT_URL || DEFAULT_SUPPORT_URL } };
}
