import type { z } from 'zod';
import type { SaveBrandDataBody } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { BrandDeps } from '../deps';
import type { BrandRow } from '../repositories/brands-repository';
import { checkBrandListRules, mergeBrandData } from './brand-data-rules';

export type BrandDataDeps = Pick<BrandDeps, 'db' | 'brands'>;

export interface Caller {
  userId: string;
  plan: string;
}

/**
 * Saves part of a brand record (POST /api/brand-data). The brand row is locked for the merge, so two saves of
 * different fields both land; a refused save writes nothing. Without a brand id the user's default brand is saved;
 * another user's brand answers 404 like a missing one.
 */
export async function saveBrandData(deps: BrandDataDeps, caller: Caller, body: z.output<typeof SaveBrandDataBody>): Promise<BrandRow> {
  return deps.db.transaction(async (trx) => {
    const row = body.brandId
      ? await deps.brands.findForUserForUpdate(caller.userId, body.brandId, trx)
      : await deps.brands.findPrimaryForUpdate(caller.userId, trx);
    if (!row) throw notFound('Brand');
    checkBrandListRules(row.data, body.brandData, caller.plan);
    const merged = mergeBrandData(row.data, body.brandData);
    return deps.brands.update(row.id, { company_name: merged.companyName ?? row.company_name, data: merged.data }, trx);
  });
}
