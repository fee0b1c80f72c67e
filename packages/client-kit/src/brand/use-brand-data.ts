import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { brandDataQuery, type BrandDataEnvelope, type BrandDataReading } from './brand-data-query';
import { normalizeBrandRecord, type BrandRecord } from './brand-record';
import { useActiveBrand, useUserBrands } from './use-active-brand';

export type BrandDataStatus = 'loading' | 'error' | 'no-brand' | 'ready';

export interface BrandDataView {
  status: BrandDataStatus;
  /** The brand the record belongs to (the default brand's, when the brand list could not be read). */
  brandId: string | null;
  /** Present when status is 'ready'. */
  record: BrandRecord | undefined;
  /** Reloads the brand list (when that failed) and the record. */
  retry: () => void;
  /** Reads the record again (after a failed removal, spec part 2 §4). */
  reload: () => Promise<unknown>;
}

interface LoadedBrandData {
  brandId: string | null;
  record: BrandRecord;
}

const selectLoaded = (answer: BrandDataEnvelope): LoadedBrandData => ({ brandId: answer.id ?? null, record: normalizeBrandRecord(answer.brandData) });

/**
 * The active brand's record, normalized (spec part 2 §7 GET /api/brand-data/{activeBrandId}), for every screen that
 * reads it. A user without brands has no record to read ('no-brand'). When the brand list itself failed, the
 * server's default brand is read (GET /api/brand-data), so the page still works; `retry` asks for both again.
 */
export function useBrandData({ reading = 'session', enabled = true }: { reading?: BrandDataReading; enabled?: boolean } = {}): BrandDataView {
  const { brand, isLoading: brandsLoading, error: brandsError } = useActiveBrand();
  const { refetch: refetchBrands } = useUserBrands();
  const activeId = brand?.id ?? null;
  const noBrand = !brandsLoading && !brandsError && activeId === null;
  const query = useQuery({ ...brandDataQuery(activeId, reading), select: selectLoaded, enabled: enabled && !brandsLoading && !noBrand });
  const { refetch } = query;

  const retry = useCallback(() => {
    if (brandsError) void refetchBrands();
    void refetch();
  }, [brandsError, refetchBrands, refetch]);

  let status: BrandDataStatus;
  if (brandsLoading) status = 'loading';
  else if (noBrand) status = 'no-brand';
  else if (query.isError) status = 'error';
  else if (query.isPending) status = 'loading';
  else status = 'ready';

  return { status, brandId: activeId ?? query.data?.brandId ?? null, record: query.data?.record, retry, reload: refetch };
}
