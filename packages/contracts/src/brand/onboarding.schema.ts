import { z } from 'zod';
import { Industry } from '../enums/industries';
import { OnboardingStage } from '../enums/business-stages';
import { webAddress } from '../common/urls';
import { lazySchema } from '../common/lazy-schema';

export const BRAND_TEXT_LIMITS = {
  companyName: 50,
  website: 100,
  industry: 50,
  businessStage: 50,
  northStarField: 200,
  northStarStatement: 1000,
} as const;

const statementPart = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(BRAND_TEXT_LIMITS.northStarField);

export const NorthStarData = lazySchema(() => z.object({
  type_of_person: statementPart('Type of person'),
  type_of_problem: statementPart('Problem'),
  product_or_service: statementPart('Product or service'),
  benefit: statementPart('Benefit'),
}));
export type NorthStarData = z.infer<typeof NorthStarData>;

/** Website is optional; when given it must be an http(s) URL (the wizard's field is URL-typed). */
export const OptionalWebsite = lazySchema(() => webAddress(BRAND_TEXT_LIMITS.website));

export const OnboardingCompleteBody = lazySchema(() => z.object({
  companyName: z.string().trim().min(1, 'Company name is required').max(BRAND_TEXT_LIMITS.companyName),
  website: OptionalWebsite.optional().default(''),
  industry: Industry,
  businessStage: OnboardingStage,
  northStarStatement: z.string().max(BRAND_TEXT_LIMITS.northStarStatement).optional().default(''),
  northStarData: NorthStarData,
}));
export type OnboardingCompleteBody = z.input<typeof OnboardingCompleteBody>;

export const OnboardingCompleteResponse = lazySchema(() => z.object({ success: z.literal(true), brandId: z.string().uuid() }));
export type OnboardingCompleteResponse = z.infer<typeof OnboardingCompleteResponse>;
