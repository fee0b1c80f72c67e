import { useBrandSetupProgress } from '@navia/client-kit';

/** spec part 2 §9: brand setup is complete at 100 percent. */
export const BRAND_SETUP_COMPLETE_PERCENT = 100;

/**
 * Whether the brand steps (the strategy step left out, spec part 2 §7) are all done. A failed check counts as not
 * complete: launching sends the person to finish the setup, never past it. Read only while `enabled` (the templates
 * dialog is open; it loads its templates then too), so loading the strategies page does not ask for it.
 */
export function useBrandSetupComplete(enabled = true): { complete: boolean; isLoading: boolean } {
  const { data, isLoading } = useBrandSetupProgress({ excludeStrategyStep: true, enabled });
  return { complete: data?.progress.summary.percentage === BRAND_SETUP_COMPLETE_PERCENT, isLoading };
}
