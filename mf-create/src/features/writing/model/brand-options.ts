/**
 * The Who and What lists (spec part 2 §5): audiences are the brand's personas, offers the brand's offerings plus the
 * offers named in existing files' instructions. Blank and 'none' entries are left out, and offers are listed once
 * per name (ignoring case and surrounding spaces; the first spelling seen is kept).
 */
export interface Named {
  name?: string | null;
}

const usable = (name: string | null | undefined): name is string => {
  const trimmed = name?.trim() ?? '';
  return trimmed !== '' && trimmed.toLowerCase() !== 'none';
};

function uniqueNames(names: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    if (!usable(raw)) continue;
    const name = raw.trim();
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

export const NO_AUDIENCES = 'No audiences found - Set up personas in Brand Headquarters';
export const NO_OFFERS = 'No offers found - Set up offerings in Brand Headquarters';

export function audienceOptions(personas: readonly Named[]): string[] {
  return uniqueNames(personas.map((p) => p.name));
}

export function offerOptions(offerings: readonly Named[], fileOffers: readonly (string | null | undefined)[]): string[] {
  return uniqueNames([...offerings.map((o) => o.name), ...fileOffers]);
}

/**
 * The options list plus the current value when it is not among them: a file written for an offer since renamed
 * must still show what it was written for rather than a blank select.
 */
export function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.some((o) => o.toLowerCase() === current.trim().toLowerCase()) ? [...options, current] : [...options];
}
