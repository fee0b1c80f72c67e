import { normalizeWebsite, type Industry, type OnboardingCompleteBody } from '@navia/contracts';
import { trimStatement, type NorthStarDraft } from './north-star-statement';
import type { WizardProgress } from './wizard-progress';

/** spec part 1 §3 "Onboarding data": the statement goes as northStarData; northStarStatement starts empty. */
export function buildCompletionBody(progress: WizardProgress, statement: NorthStarDraft): OnboardingCompleteBody {
  return {
    companyName: progress.companyName.trim(),
    website: normalizeWebsite(progress.website),
    // Step 4 is only reachable with an industry chosen (furthestReachableStep); the server validates it again.
    industry: progress.industry as Industry,
    businessStage: progress.businessStage,
    northStarStatement: '',
    northStarData: trimStatement(statement),
  };
}
