import { createSharedStore } from '../stores/shared-store';
import type { RuntimeSettings } from '@navia/contracts';

/**
 * Per-deployment settings from the gateway's `/remotes.json` (`settings`), set by the shell when it reads the
 * manifest. One store in the shared client kit, so every remote sees the same values without a rebuild.
 */
export const useRuntimeSettings = createSharedStore<RuntimeSettings>(() => ({}));

export function setRuntimeSettings(settings: RuntimeSettings | undefined): void {
  useRuntimeSettings.setState(settings ?? {}, true);
}
