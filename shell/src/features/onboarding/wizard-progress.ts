import type { Industry } from '@navia/contracts';
import { isStatementComplete, type NorthStarDraft } from './north-star-statement';
import type { StepNumber } from './onboarding-steps';

/** Everything the wizard collects besides the statement, plus where the person is. */
export interface WizardProgress {
  step: StepNumber;
  companyName: string;
  website: string;
  /** '' until chosen. */
  industry: Industry | '';
  /** Screen form ('STAGE 1 - Launch'), '' until chosen. */
  businessStage: string;
}

export const EMPTY_PROGRESS: WizardProgress = { step: 1, companyName: '', website: '', industry: '', businessStage: '' };

/** spec part 1 §4: step 1 to 2 needs a company name and an industry. */
export function isFoundationComplete(progress: WizardProgress): boolean {
  return progress.companyName.trim() !== '' && progress.industry !== '';
}

/**
 * The furthest step the data allows, so a restored (or hand-edited) saved step never skips a gate: step 4 with no
 * industry would send a body the server rejects.
 */
export function furthestReachableStep(progress: WizardProgress, statement: NorthStarDraft): StepNumber {
  if (!isFoundationComplete(progress)) return 1;
  if (progress.businessStage === '') return 2;
  if (!isStatementComplete(statement)) return 3;
  return 4;
}
