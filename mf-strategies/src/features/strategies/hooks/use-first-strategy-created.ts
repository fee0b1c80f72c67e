import { useEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { BRAND_SETUP_PROGRESS_QUERY_KEY, track } from '@navia/client-kit';
import { STRATEGY_STEP_ID, type BrandSetupProgressResponse } from '@navia/contracts';
import { useRecentStrategyCreation } from '../api/get-recent-strategy-creation';

/**
 * The progress entries a new strategy changes: those read while their strategy step was still open. An entry that
 * already shows the step done (read after the launch, as on the page load that follows it) or that leaves the step
 * out is right as it is; refreshing it too called the progress again on every load of the page in the ten minutes
 * after a first launch.
 */
function showsStrategyStepOpen(query: Query): boolean {
  const data = query.state.data as BrandSetupProgressResponse | undefined;
  return data?.progress.steps.some((step) => step.id === STRATEGY_STEP_ID && !step.completed) ?? false;
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
    void queryClient.invalidateQueries({ queryKey: BRAND_SETUP_PROGRESS_QUERY_KEY, predicate: showsStrategyStepOpen });
  }, [data, queryClient]);
}
