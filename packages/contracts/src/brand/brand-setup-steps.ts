/**
 * The brand-setup steps, in order (spec part 1 §3 and §4 "Brand-setup step analytics", part 2 §2.7). Shared: the
 * brand service computes progress from them, and the Brand HQ screens mark their fields required while no progress
 * answer is there. The spec names only the last one; the others follow the four Brand Headquarters screens. Never
 * required (spec part 2 §5): the offer URL and story, the persona offline and online times.
 */
export interface StepDefinition {
  id: string;
  title: string;
  navigationPath: string;
  targetField: string[];
}

export const STRATEGY_STEP_ID = 'first-strategy';

export const BRAND_SETUP_STEPS: readonly StepDefinition[] = [
  {
    id: 'company-basics',
    title: 'Tell Us About Your Company',
    navigationPath: '/brand-profile/who-you-are',
    targetField: ['companyName', 'website', 'industry', 'businessStage'],
  },
  {
    id: 'company-purpose',
    title: 'Share Your Company Purpose',
    navigationPath: '/brand-profile/who-you-are',
    targetField: ['companyStory', 'companyMission', 'companyVision'],
  },
  {
    id: 'offerings',
    title: 'Describe What You Offer',
    navigationPath: '/brand-profile/what-you-offer',
    targetField: ['offerings.name', 'offerings.description', 'offerings.price', 'offerings.keyValue'],
  },
  {
    id: 'personas',
    title: 'Define Who You Serve',
    navigationPath: '/brand-profile/who-you-serve',
    targetField: [
      'personas.users.name',
      'personas.users.age',
      'personas.users.occupation',
      'personas.users.mainFrustration',
      'personas.users.mainNeed',
      'personas.users.obstacles',
      'personas.users.triedBefore',
    ],
  },
  {
    id: 'brand-voice',
    title: 'Find Your Brand Voice',
    navigationPath: '/brand-profile/your-brand-feel',
    targetField: ['brandPersonality.traits', 'toneOfVoice.traits', 'languageStyle.traits', 'emojiPreferences.style'],
  },
  {
    id: STRATEGY_STEP_ID,
    title: 'Create Your First Strategy',
    navigationPath: '/strategies',
    targetField: [],
  },
];

/** Lists whose items each must have the step's fields; a path under one of them is checked per item. */
export const LIST_PATHS = ['offerings', 'personas.users'] as const;
