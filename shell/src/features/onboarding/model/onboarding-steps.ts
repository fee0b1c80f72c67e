/** spec part 1 §2 "Onboarding wizard": the four steps, their titles (each step's h1) and subtitles. */
export const ONBOARDING_STEPS = [
  { title: 'Set the foundation', subtitle: 'Key business details' },
  { title: 'Map your starting point', subtitle: 'Where you are today' },
  { title: 'Your North Star Statement', subtitle: 'Guides your marketing strategy' },
  { title: 'Launch with confidence' },
] as const satisfies readonly { title: string; subtitle?: string }[];

export type StepNumber = 1 | 2 | 3 | 4;
export const STEP_COUNT = ONBOARDING_STEPS.length;
