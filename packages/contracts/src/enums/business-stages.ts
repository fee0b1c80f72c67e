import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

export const BUSINESS_STAGE_IDS = ['launch', 'build', 'grow', 'elevate', 'scale'] as const;
export type BusinessStageId = (typeof BUSINESS_STAGE_IDS)[number];

export interface BusinessStage {
  id: BusinessStageId;
  number: 1 | 2 | 3 | 4 | 5;
  title: string;
  description: string;
}

// spec: five stages defined, only launch, build and grow offered in onboarding and the brand profile.
export const BUSINESS_STAGES: readonly BusinessStage[] = [
  { id: 'launch', number: 1, title: 'Launch', description: 'You are getting the business off the ground: finding your first customers, testing your offer and building a presence from zero.' },
  { id: 'build', number: 2, title: 'Build', description: 'You have paying customers and a working offer. Now you are building repeatable ways to reach more of the right people.' },
  { id: 'grow', number: 3, title: 'Grow', description: 'Demand is steady. You are scaling what works, adding channels and turning customers into advocates.' },
  { id: 'elevate', number: 4, title: 'Elevate', description: 'You are an established name. The focus moves to brand authority, premium offers and deeper relationships.' },
  { id: 'scale', number: 5, title: 'Scale', description: 'You are expanding into new markets or products, with a team and systems that run without you in every detail.' },
];
export const OFFERED_STAGE_IDS: readonly BusinessStageId[] = ['launch', 'build', 'grow'];

/** Screen form, as onboarding sends it: 'STAGE 1 - Launch'. */
export function stageScreenLabel(stage: BusinessStage): string {
  return `STAGE ${stage.number} - ${stage.title}`;
}
/** Stored form, as the brand profile keeps it: 'Stage 1 - Launch'. */
export function stageStoredLabel(stage: BusinessStage): string {
  return `Stage ${stage.number} - ${stage.title}`;
}

const STAGE_TEXT = /^stage\s+([1-5])\s*-\s*(.+)$/i;

/** 'Stage n - Title' (any case) → 'STAGE n - Title'. Unknown text is returned unchanged. */
export function toScreenStage(value: string): string {
  const m = STAGE_TEXT.exec(value.trim());
  return m ? `STAGE ${m[1]} - ${m[2].trim()}` : value;
}
/** 'STAGE n - Title' (any case) → 'Stage n - Title'. Unknown text is returned unchanged. */
export function toStoredStage(value: string): string {
  const m = STAGE_TEXT.exec(value.trim());
  return m ? `Stage ${m[1]} - ${m[2].trim()}` : value;
}

export const OFFERED_STAGE_SCREEN_LABELS = BUSINESS_STAGES.filter((s) => OFFERED_STAGE_IDS.includes(s.id)).map(
  stageScreenLabel,
) as [string, ...string[]];
/** Onboarding accepts only the offered stages, in screen form. */
export const OnboardingStage = lazySchema(() => z.enum(OFFERED_STAGE_SCREEN_LABELS));
