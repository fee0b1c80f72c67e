import { z, type ZodType } from 'zod';
import { Industry, OnboardingStage } from '@navia/contracts';
import type { NorthStarDraft } from '../model/north-star-statement';
import type { WizardProgress } from '../model/wizard-progress';

// Keys carry the user id: two people sharing a browser must never see each other's answers.
export const northStarDraftKey = (userId: string) => `navia.northStarDraft.${userId}`;
export const onboardingProgressKey = (userId: string) => `navia.onboardingProgress.${userId}`;

const StoredDraft: ZodType<NorthStarDraft> = z.object({
  type_of_person: z.string(),
  type_of_problem: z.string(),
  product_or_service: z.string(),
  benefit: z.string(),
});

const StoredProgress: ZodType<WizardProgress> = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  companyName: z.string(),
  website: z.string(),
  industry: z.union([Industry, z.literal('')]),
  businessStage: z.union([OnboardingStage, z.literal('')]),
});

/** A missing, unparsable or wrongly shaped entry reads as null, so a corrupted entry never breaks the wizard. */
function readJson<T>(key: string, schema: ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, only without surviving a reload.
  }
}

export const loadNorthStarDraft = (userId: string) => readJson(northStarDraftKey(userId), StoredDraft);
export const saveNorthStarDraft = (userId: string, draft: NorthStarDraft) => writeJson(northStarDraftKey(userId), draft);
export const loadOnboardingProgress = (userId: string) => readJson(onboardingProgressKey(userId), StoredProgress);
export const saveOnboardingProgress = (userId: string, progress: WizardProgress) =>
  writeJson(onboardingProgressKey(userId), progress);

/** After a successful completion nothing is left to resume. */
export function clearOnboardingStorage(userId: string): void {
  try {
    localStorage.removeItem(northStarDraftKey(userId));
    localStorage.removeItem(onboardingProgressKey(userId));
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}
