import { useRuntimeSettings } from '@navia/client-kit';

/** Used until the shell has read the gateway's manifest, and when a deployment sets none. */
export const DEFAULT_SUPPORT_URL = 'https://help.navia.app/';

/**
 * Where the dashboard's Help button goes (spec part 1 §2: "opens the support page in a new tab"): the gateway's
 * SUPPORT_URL, handed to remotes through `/remotes.json` settings, so a deployment changes it without a rebuild.
 */
export function useSupportUrl(): string {
  return useRuntimeSettings((s) => s.supportUrl) || DEFAULT_SUPPORT_URL;
}
