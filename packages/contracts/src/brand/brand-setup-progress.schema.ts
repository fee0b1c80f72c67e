import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * spec part 1 §3 "Brand setup progress" / part 2 §3. `targetField` holds field paths into the brand record: plain
 * fields ('companyName'), nested ones ('brandPersonality.traits') and per-item ones for lists ('offerings.name' is
 * the name of every offering, 'personas.users.mainNeed' every persona's main need).
 */
export const BrandSetupStep = lazySchema(() => z.object({
  id: z.string(),
  title: z.string(),
  sequence: z.number().int(),
  completed: z.boolean(),
  /** 'Create Your First Strategy' stays locked until every other step is complete. */
  locked: z.boolean(),
  navigationPath: z.string(),
  targetField: z.array(z.string()),
}));
export type BrandSetupStep = z.infer<typeof BrandSetupStep>;

export const BrandSetupSummary = lazySchema(() => z.object({ completed: z.number().int(), total: z.number().int(), percentage: z.number().int() }));
export type BrandSetupSummary = z.infer<typeof BrandSetupSummary>;

export const BrandSetupProgressQuery = lazySchema(() => z.object({
  excludeStrategyStep: z.enum(['true', 'false']).optional(),
  brandId: z.string().uuid('Must be a brand id').optional(),
}));

export const BrandSetupProgressResponse = lazySchema(() => z.object({
  success: z.literal(true),
  brandName: z.string(),
  progress: z.object({
    steps: z.array(BrandSetupStep),
    summary: BrandSetupSummary,
    /** True on the one answer that first sees every brand step complete (the spec's one-time celebration). */
    firstTimeCompletion: z.boolean(),
  }),
}));
export type BrandSetupProgressResponse = z.infer<typeof BrandSetupProgressResponse>;
