import { z } from 'zod';

export const HealthResponse = z.object({ ok: z.boolean(), service: z.string(), checks: z.record(z.string(), z.string()).optional() });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Runtime remote manifest the gateway serves at /remotes.json: where each remote's entry lives. */
export const REMOTE_NAMES = ['mf_dashboard_tasks', 'mf_strategies', 'mf_brand_hq', 'mf_create'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const RemoteManifest = z.object({
  // Partial: a manifest that leaves one remote out must not take the others down with it.
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), z.object({ entry: z.string(), version: z.string().optional() })),
});
export type RemoteManifest = z.infer<typeof RemoteManifest>;
