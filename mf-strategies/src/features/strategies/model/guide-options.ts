import type { Goal, StrategyPlatform } from '@navia/contracts';
import type { z } from 'zod';

export type GoalType = Goal;
export type PlatformType = z.infer<typeof StrategyPlatform>;

/** spec part 2 §2.2 step 1. The descriptions are ours (the spec only says the selected option shows one). */
export const GUIDE_GOALS: readonly { value: GoalType; label: string; description: string }[] = [
  { value: 'grow_audience', label: 'Grow my audience', description: 'Reach new people and turn them into followers who know and remember your brand.' },
  { value: 'conversion', label: 'Get more leads or sales', description: 'Turn the attention you already have into enquiries, sign-ups and paying customers.' },
  { value: 'consistency', label: 'Stay consistent', description: 'Build a simple routine so you show up regularly without starting from scratch each time.' },
  { value: 'launch', label: 'Launch something new', description: 'Build anticipation and make a splash for a new product, service or offer.' },
];

/** spec part 2 §2.2 step 2. */
export const GUIDE_PLATFORMS: readonly { value: PlatformType; label: string }[] = [
  { value: 'instagram', label: 'On Instagram' },
  { value: 'facebook', label: 'On Facebook' },
  { value: 'linkedin', label: 'On LinkedIn' },
  { value: 'email', label: 'Through Email' },
];

export const GUIDE_QUESTIONS = {
  goal: "What's your biggest marketing priority right now?",
  platform: 'Where do you want to focus reaching people...',
} as const;
