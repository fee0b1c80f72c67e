import { useAuthStore } from '@navia/client-kit';
import { useBillingConfig } from '../api/get-billing-config';

/** How the visitor can choose a plan here, which decides the notice above the plans and the cards' buttons. */
export type PlanChoice =
  | { kind: 'authLoading' }
  /** `testMode`: whether the billing settings (a public call) say plans switch without payment here. */
  | { kind: 'signedOut'; testMode: boolean }
  | { kind: 'configLoading' }
  | { kind: 'configError'; error: unknown; retry: () => void }
  /** Billing test mode: plans switch at once, without payment. */
  | { kind: 'testMode' }
  /** No billing provider: plans cannot be changed on this server. */
  | { kind: 'unavailable' };

export function usePlanChoice(): PlanChoice {
  const status = useAuthStore((s) => s.status);
  const config = useBillingConfig();
  if (status === 'loading') return { kind: 'authLoading' };
  if (status === 'signedOut') return { kind: 'signedOut', testMode: config.data?.testMode === true };
  if (config.isPending) return { kind: 'configLoading' };
  if (config.isError) return { kind: 'configError', error: config.error, retry: () => void config.refetch() };
  return { kind: config.data.testMode ? 'testMode' : 'unavailable' };
}
