import { useQuery } from '@tanstack/react-query';
import { BillingConfigResponse } from '@navia/contracts';
import { apiFetch } from '@navia/client-kit';

const BILLING_CONFIG_PATH = '/api/billing/config';

function getBillingConfig(): Promise<BillingConfigResponse> {
  return apiFetch(BILLING_CONFIG_PATH, { schema: BillingConfigResponse });
}

/** Whether this server can change plans (test mode) or not at all. Public: visitors are told about test mode too. */
export function useBillingConfig() {
  return useQuery({ queryKey: [BILLING_CONFIG_PATH], queryFn: getBillingConfig });
}
