import { z } from 'zod';
import { NorthStarData } from './onboarding.schema';

/**
 * The brand record as far as the platform serves it (company basics from onboarding). The brand issue widens this
 * to every field of spec part 2 §3; clients must tolerate extra fields.
 */
export const BrandData = z.looseObject({
  companyName: z.string(),
  website: z.string(),
  industry: z.string(),
  /** Screen form ('STAGE n - Title'); stored as 'Stage n - Title'. */
  businessStage: z.string(),
  northStarStatement: z.string(),
  northStarData: NorthStarData.partial(),
});
export type BrandData = z.infer<typeof BrandData>;

export const BrandDataResponse = z.object({ id: z.string().uuid(), brandData: BrandData });
export type BrandDataResponse = z.infer<typeof BrandDataResponse>;

export const BrandSummary = z.object({ id: z.string().uuid(), companyName: z.string(), isDefault: z.boolean() });
export type BrandSummary = z.infer<typeof BrandSummary>;

export const UserBrandsResponse = z.object({ brands: z.array(BrandSummary) });
export type UserBrandsResponse = z.infer<typeof UserBrandsResponse>;

export const BrandIdParams = z.object({ brandId: z.string().uuid('Must be a brand id') });
