import { brandInternal, type BrandDataInternalResponse } from '@navia/contracts';
import { AppError } from '@navia/service-kit';
import type { ContentDeps } from '../deps';

/** The brand a call works in: the given one (404 when it is not the caller's), else the caller's default brand. */
export async function resolveBrandId(deps: Pick<ContentDeps, 'brand'>, userId: string, brandId: string | undefined): Promise<string | null> {
  try {
    const brand = await deps.brand.call(brandInternal.brandForStrategy, [userId, brandId]);
    return brand.brandId;
  } catch (err) {
    // A user before onboarding has no default brand yet: nothing is in it.
    if (!brandId && err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

/** The whole brand record the writers are fed. */
export async function brandDataOf(deps: Pick<ContentDeps, 'brand'>, userId: string, brandId: string | undefined): Promise<BrandDataInternalResponse> {
  return deps.brand.call(brandInternal.brandData, [userId, brandId]);
}
