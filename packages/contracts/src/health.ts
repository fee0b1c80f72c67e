import { z } from 'zod';
import { lazySchema } from './common/lazy-schema';

export const HealthResponse = lazySchema(() => z.object({ ok: z.boolean(), service: z.string(), checks: z.record(z.string(), z.string()).optional() }));
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Runtime remote manifest the gateway serves at /remotes.json: where each remote's entry lives. */
export const REMOTE_NAMES = ['mf_dashboard_tasks', 'mf_strategies', 'mf_brand_hq', 'mf_create'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** Settings that differ per deployment and that remotes read at run time (no rebuild to change them). */
export const RuntimeSettings = lazySchema(() => z.object({
  /** Where the dashboard's Help button goes (spec part 1 §2); SUPPORT_URL on the gateway. */
  supportUrl: z.string().optional(),
}));
export type RuntimeSettings = z.infer<typeof RuntimeSettings>;

/**
 * What a remote's exposed module loads besides remoteEntry.js (issue 16): its script files, named relative to
 * remoteEntry.js (plain file names: nothing else can be reached through them), and the share keys it consumes, which
 * the shell provides. main.js asks for both with the remote's entry.
 */
export const RemoteLoads = lazySchema(() => z.object({
  files: z.array(z.string().regex(/^[\w.-]+\.js$/)),
  shared: z.array(z.string().min(1)),
}));
export type RemoteLoads = z.infer<typeof RemoteLoads>;

/**
 * `remote-version.json`, published beside each remote's remoteEntry.js by its build: the remote's own name, its
 * package version, the commit it was built from (null when the build could not tell) and what its exposed module
 * loads (absent from a build before issue 16's).
 */
export const RemoteVersionStamp = lazySchema(() =>
  z.object({ name: z.enum(REMOTE_NAMES), version: z.string().min(1), commit: z.string().nullable(), loads: RemoteLoads.optional() }),
);
export type RemoteVersionStamp = z.infer<typeof RemoteVersionStamp>;

export const RemoteManifest = lazySchema(() => z.object({
  // Partial: a manifest that leaves one remote out must not take the others down with it. `version`, `commit` and
  // `loads` are the remote build's own stamp (absent while it cannot be read).
  remotes: z.partialRecord(
    z.enum(REMOTE_NAMES),
    z.object({ entry: z.string(), version: z.string().optional(), commit: z.string().optional(), loads: RemoteLoads.optional() }),
  ),
  settings: RuntimeSettings.optional(),
}));
export type RemoteManifest = z.infer<typeof RemoteManifest>;
