import type { Industry, OnboardingCompleteBody } from '@navia/contracts';
import { trimStatement, type NorthStarDraft } from './north-star-statement';
import type { WizardProgress } from './wizard-progress';

/**
 * People type 'acme.com'; the server accepts only http(s) URLs, so a value without a scheme gets https://. A value
 * with another scheme is left alone for the server to reject with its own message.
 */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

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
