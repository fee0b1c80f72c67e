import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { identityInternal, toStoredStage, type OnboardingCompleteBody } from '@navia/contracts';
import type { BrandDeps } from '../deps';

type Body = z.output<typeof OnboardingCompleteBody>;

export type OnboardingDeps = Pick<BrandDeps, 'db' | 'brands' | 'identity'>;

/**
 * Writes the onboarding answers into the user's default brand (creating it the first time) and then marks
 * onboarding complete in identity. Safe to repeat: a second call updates the same brand. If the identity call fails
 * the brand is kept and the client's retry finishes the job.
 */
export async function completeOnboarding(deps: OnboardingDeps, userId: string, body: Body): Promise<string> {
  const data = {
    website: body.website,
    industry: body.industry,
    businessStage: toStoredStage(body.businessStage),
    northStarStatement: body.northStarStatement,
    northStarData: body.northStarData,
  };
  const brandId = await upsertDefaultBrand(deps, userId, body.companyName, data);
  await deps.identity.call(identityInternal.updatePublicMetadata, [userId], { patch: { onboardingComplete: true } });
  return brandId;
}

async function upsertDefaultBrand(deps: OnboardingDeps, userId: string, companyName: string, data: Record<string, unknown>): Promise<string> {
  const attempt = () =>
    deps.db.transaction(async (trx) => {
      const existing = await deps.brands.findDefaultForUpdate(userId, trx);
      if (existing) {
        const updated = await deps.brands.update(existing.id, { company_name: companyName, data: { ...existing.data, ...data } }, trx);
        return updated.id;
      }
      const created = await deps.brands.insert({ id: randomUUID(), user_id: userId, is_default: true, company_name: companyName, data }, trx);
      return created.id;
    });
  try {
    return await attempt();
  } catch (err) {
    // A concurrent completion inserted the default brand first (unique partial index): update that one instead.
    if ((err as { code?: string }).code === '23505') return attempt();
    throw err;
  }
}
