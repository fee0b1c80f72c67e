import { z } from 'zod';
import { PlanKey, PlanSummary } from '../plans';
import { lazySchema } from '../common/lazy-schema';

export const TestModePlanBody = lazySchema(() => z.object({ plan: PlanKey }));
export type TestModePlanBody = z.infer<typeof TestModePlanBody>;

/** A new access token comes back so the plan claim changes at once, not at token expiry. */
export const TestModePlanResponse = lazySchema(() => z.object({ plan: PlanSummary, accessToken: z.string() }));
export type TestModePlanResponse = z.infer<typeof TestModePlanResponse>;

export const BillingConfigResponse = lazySchema(() => z.object({ provider: z.enum(['test-mode', 'none']), testMode: z.boolean() }));
export type BillingConfigResponse = z.infer<typeof BillingConfigResponse>;
