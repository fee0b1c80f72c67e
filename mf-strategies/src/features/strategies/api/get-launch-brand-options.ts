import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, useActiveBrand } from '@navia/client-kit';
import { BrandDataResponse } from '@navia/contracts';
import { launchBrandOptionsQueryKey } from './query-keys';

export interface LaunchOption {
  id: string;
  name: string;
}

/**
 * Only what the launch dialog needs from the brand record. BrandDataResponse is strict about every field, and a
 * record written by an older version may lack one; a missing company story must not take the offering and persona
 * choices away, so the two lists are read leniently (the same reason Brand HQ normalizes instead of parsing).
 */
const Named = z.looseObject({ id: z.string(), name: z.string().catch('') });
const LaunchOptionsEnvelope = z.looseObject({
  brandData: z
    .looseObject({
      offerings: z.array(Named).catch([]),
      personas: z.looseObject({ users: z.array(Named).catch([]) }).catch({ users: [] }),
    })
    .catch({ offerings: [], personas: { users: [] } }),
});

export interface LaunchBrandOptions {
  offerings: LaunchOption[];
  personas: LaunchOption[];
}

/** Reads the strict contract first, so a well-formed record is checked as such; the lenient one is the fallback. */
export function toLaunchOptions(answer: unknown): LaunchBrandOptions {
  const strict = BrandDataResponse.safeParse(answer);
  const data = strict.success ? strict.data.brandData : LaunchOptionsEnvelope.parse(answer).brandData;
  return {
    offerings: data.offerings.map(({ id, name }) => ({ id, name })),
    personas: data.personas.users.map(({ id, name }) => ({ id, name })),
  };
}

/**
 * GET /api/brand-data/{activeBrandId} (or /api/brand-data for the default brand) while the launch dialog is open
 * (spec part 2 §7). Read afresh on each open: offers and personas may have been edited since.
 */
export function useLaunchBrandOptions(open: boolean) {
  const { brand, isLoading } = useActiveBrand();
  const brandId = brand?.id ?? null;
  return useQuery({
    queryKey: launchBrandOptionsQueryKey(brandId),
    queryFn: async ({ signal }) => {
      const path = brandId ? `/api/brand-data/${encodeURIComponent(brandId)}` : '/api/brand-data';
      return toLaunchOptions(await apiFetch<unknown>(path, { signal }));
    },
    enabled: open && !isLoading,
    staleTime: 0,
  });
}
