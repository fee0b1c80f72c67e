import { useMemo } from 'react';
import { useBrandSetupProgress } from '@navia/client-kit';
import { BRAND_SETUP_STEPS } from '@navia/contracts';

/**
 * Which brand fields count as required, as field paths in the brand record ('companyName', 'brandPersonality.traits',
 * 'offerings.price' for every offer, 'personas.users.age' for every persona), the form the brand-setup progress
 * answer's targetField uses (spec part 2 §3).
 *
 * spec part 2 §5: required fields come from the progress response's targetField lists. While that answer is not
 * there (loading, failed), the screens use the same steps' fields from the contracts (the spec's per-field markers
 * for company, purpose and voice, plus the offer and persona fields). Never required: the offer URL and story, the
 * persona offline and online times.
 */
export const DEFAULT_REQUIRED_FIELDS: readonly string[] = BRAND_SETUP_STEPS.flatMap((step) => step.targetField);

const NEVER_REQUIRED = new Set(['offerings.offerUrl', 'offerings.story', 'personas.users.offlineTime', 'personas.users.onlineTime']);

export type IsRequired = (path: string) => boolean;

/** A lookup over `fields`; 'brandPersonality' also matches 'brandPersonality.traits' (markers name the block). */
export function requiredLookup(fields: readonly string[]): IsRequired {
  const set = new Set(fields);
  return (path) => !NEVER_REQUIRED.has(path) && (set.has(path) || [...set].some((f) => f.startsWith(`${path}.`)));
}

const DEFAULT_LOOKUP = requiredLookup(DEFAULT_REQUIRED_FIELDS);

/** The required-field lookup: the targetField lists of the active brand's setup progress, else the defaults. */
export function useRequiredFields(): IsRequired {
  // The same cache entry the brand-setup banner reads: no call of its own when the banner is on the page.
  const { data } = useBrandSetupProgress();
  return useMemo(() => {
    const fields = data?.progress.steps.flatMap((step) => step.targetField) ?? [];
    return fields.length > 0 ? requiredLookup(fields) : DEFAULT_LOOKUP;
  }, [data]);
}
