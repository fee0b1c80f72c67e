import type { BrandDataPatchInput } from '@navia/contracts';
import type { BrandRecord } from '@navia/client-kit';

/** What every brand-profile section gets once the record is loaded. */
export interface SectionProps {
  brandId: string;
  record: BrandRecord;
  /** POST /api/brand-data with these top-level keys only; resolves with the saved record, rejects on failure. */
  save: (patch: BrandDataPatchInput) => Promise<BrandRecord>;
  /** Reads the record again (after a failed removal). */
  reload: () => Promise<unknown>;
}
