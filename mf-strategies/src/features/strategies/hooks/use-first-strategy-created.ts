import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BRAND_SETUP_PROGRESS_QUERY_KEY, track } from '@navia/client-kit';
import { useRecentStrategyCreation } from '../api/get-recent-strategy-creation';

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
    void queryClient.invalidateQueries({ queryKey: BRAND_SETUP_PROGRESS_QUERY_KEY });
  }, [data, queryClient]);
}
