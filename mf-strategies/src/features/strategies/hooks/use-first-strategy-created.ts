import { useEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { BRAND_SETUP_PROGRESS_QUERY_KEY, track } from '@navia/client-kit';
import type { BrandSetupProgressResponse } from '@navia/contracts';
import { useRecentStrategyCreation } from '../api/get-recent-strategy-creation';

/**
 * The progress entries a new strategy can change: those with the strategy step that were not yet at 100 percent.
 * An entry already complete (read after the launch, as on every load of the page in the ten minutes after a first
 * launch) or one that leaves the strategy step out is right as it is; refreshing those too asked for the progress
 * again on each such load.
 */
function mayLackTheStrategy(query: Query): boolean {
  const data = query.state.data as BrandSetupProgressResponse | undefined;
  const form = query.queryKey[2] as { excludeStrategyStep?: boolean } | undefined;
  return data !== undefined && form?.excludeStrategyStep !== true && data.progress.summary.percentage < 100;
}

/**
 * spec part 2 §4 "Analytics one-shots": the first-strategy-created event fires once per mount, driven by the
 * recent-creation poll. The brand-setup progress is refreshed with it, so a strategy launched in another tab also
 * completes the banner's last step here.
 */
export function useFirstStrategyCreated(): void {
  const queryClient = useQueryClient();
  const { data } = useRecentStrategyCreation();
  const fired = useRef(false);

  useEffect(() => {
    if (fired.current || !data?.firstTimeCreation || !data.strategy) return;
    fired.current = true;
    track('first_strategy_created', { strategy_id: data.strategy.id, template_id: data.strategy.templateId, template_name: data.strategy.templateName });
    void queryClient.invalidateQueries({ queryKey: BRAND_SETUP_PROGRESS_QUERY_KEY, predicate: mayLackTheStrategy });
  }, [data, queryClient]);
}
