import { z } from 'zod';

/**
 * Schema helpers shared by the brand record, offering and persona schemas. `field` is the path of the field in the
 * brand record without list indexes ('companyStory', 'offerings.price', 'personas.users.age'), so a message names
 * the field and its limit wherever it is shown (spec part 2 §5 "Brand text limits").
 */

export const tooLongMessage = (field: string, max: number) => `${field} must be at most ${max} characters`;

/** Free text up to `max` characters, kept as typed (multi-line texts keep their whitespace). */
export function limitedText(field: string, max: number) {
  return z.string().max(max, tooLongMessage(field, max));
}

/** One-line text up to `max` characters, trimmed first. */
export function limitedLine(field: string, max: number) {
  return z.string().trim().max(max, tooLongMessage(field, max));
}

/** One of `values`, or '' for "not chosen yet" (the brand forms start blank). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(field: string, values: T, message?: string) {
  return z.enum(['', ...values] as ['', ...T], { error: message ?? `${field} must be one of: ${values.join(', ')}` });
}
