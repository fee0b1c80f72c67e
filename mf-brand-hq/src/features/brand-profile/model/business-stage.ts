import { BUSINESS_STAGES, OFFERED_STAGE_IDS, stageScreenLabel, toScreenStage } from '@navia/contracts';

export interface StageChoice {
  /** Screen form: 'STAGE 2 - Build'. */
  value: string;
  description: string | null;
}

/**
 * spec part 2 §3: STAGE 1 - Launch, STAGE 2 - Build and STAGE 3 - Grow are offered; a saved value outside the three
 * (STAGE 4 - Elevate, or any other text) is added as an extra choice, with its description when it is a known stage.
 */
export function stageChoices(savedValue: string): StageChoice[] {
  const offered = BUSINESS_STAGES.filter((s) => OFFERED_STAGE_IDS.includes(s.id)).map((s) => ({
    value: stageScreenLabel(s),
    description: s.description,
  }));
  const saved = toScreenStage(savedValue.trim());
  if (saved === '' || offered.some((c) => c.value.toLowerCase() === saved.toLowerCase())) return offered;
  const known = BUSINESS_STAGES.find((s) => stageScreenLabel(s).toLowerCase() === saved.toLowerCase());
  return [...offered, { value: known ? stageScreenLabel(known) : saved, description: known?.description ?? null }];
}
