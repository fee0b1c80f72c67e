import { OptionalWebsite, normalizeWebsite, type Industry } from '@navia/contracts';
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
export function hasFoundationRequired(progress: WizardProgress): boolean {
  return progress.companyName.trim() !== '' && progress.industry !== '';
}

export const WEBSITE_INVALID = 'Enter a website address starting with http:// or https://, for example https://example.com';

/**
 * The website is optional, but what is sent must be an http(s) URL: the server's rule (OptionalWebsite), applied
 * to the value as it will be sent ('acme.com' gets https://). Checked here so 'not a url' is caught on step 1,
 * not refused at the very end of the wizard.
 */
export function isWebsiteValid(website: string): boolean {
  return OptionalWebsite.safeParse(normalizeWebsite(website)).success;
}

/** Step 1 is done: the required fields are filled and the website, if any, is a valid address. */
export function isFoundationComplete(progress: WizardProgress): boolean {
  return hasFoundationRequired(progress) && isWebsiteValid(progress.website);
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
