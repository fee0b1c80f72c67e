import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { writingBrandQuery } from '@navia/client-kit';
import { BrandDataResponse } from '@navia/contracts';
import type { SocialLinks } from '../model/social-link';

export { BRAND_RETRIES, BRAND_RETRY_DELAY_MS } from '@navia/client-kit';

/** What the workspace needs from the brand record: the Who and What lists and the social links. */
export interface WritingBrand {
  personas: { name: string }[];
  offerings: { name: string }[];
  socialPlatforms: SocialLinks;
}

/**
 * A record written by an older version may lack a field the strict contract requires; a missing company story must
 * not take the audiences away, so the three parts read leniently when the strict parse fails (as the strategies
 * launch dialog does).
 */
const Named = z.looseObject({ name: z.string().catch('') });
const Lenient = z.looseObject({
  brandData: z
    .looseObject({
      offerings: z.array(Named).catch([]),
      personas: z.looseObject({ users: z.array(Named).catch([]) }).catch({ users: [] }),
      socialPlatforms: z.record(z.string(), z.looseObject({}).catch({})).catch({}),
    })
    .catch({ offerings: [], personas: { users: [] }, socialPlatforms: {} }),
});

export function toWritingBrand(answer: unknown): WritingBrand {
  const strict = BrandDataResponse.safeParse(answer);
  const data = strict.success ? strict.data.brandData : Lenient.parse(answer).brandData;
  return {
    personas: data.personas.users.map((p) => ({ name: p.name })),
    offerings: data.offerings.map((o) => ({ name: o.name })),
    socialPlatforms: data.socialPlatforms as SocialLinks,
  };
}

/**
 * GET /api/brand-data/{activeBrandId} (or /api/brand-data for the default brand): no-cache, retried 3 times 1 s
 * apart, read on each visit (client-kit's writingBrandQuery, which the shell prefetches for /create).
 */
export function useWritingBrand(brandId: string | null, enabled: boolean) {
  return useQuery({ ...writingBrandQuery(brandId), select: toWritingBrand, enabled });
}
