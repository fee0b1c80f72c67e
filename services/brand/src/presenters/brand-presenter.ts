import { toScreenStage, type BrandDataResponse, type BrandSummary } from '@navia/contracts';
import type { BrandRow } from '../repositories/brands-repository';

/** Stored stage text is 'Stage n - Title'; screens get 'STAGE n - Title' (spec part 2 §3). */
export function presentBrandData(row: BrandRow): BrandDataResponse {
  const data = row.data as Record<string, unknown>;
  const str = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    id: row.id,
    brandData: {
      ...data,
      companyName: row.company_name,
      website: str('website'),
      industry: str('industry'),
      businessStage: toScreenStage(str('businessStage')),
      northStarStatement: str('northStarStatement'),
      northStarData: (data.northStarData as Record<string, string>) ?? {},
    },
  };
}

export function presentBrandSummary(row: BrandRow): BrandSummary {
  return { id: row.id, companyName: row.company_name, isDefault: row.is_default };
}
