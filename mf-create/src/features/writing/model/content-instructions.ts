/**
 * The Content Instructions panel's values (spec part 2 §2.8: Where, Who, What, Topic), as a file stores them
 * (contentInstructions{platformId, formatId, audience, offer, topic}).
 */
export interface InstructionValues {
  platformId: string;
  formatId: string;
  audience: string;
  offer: string;
  topic: string;
}

export const EMPTY_INSTRUCTIONS: InstructionValues = { platformId: '', formatId: '', audience: '', offer: '', topic: '' };

/** A file's stored instructions as the panel's values; anything missing or of the wrong type is blank. */
export function instructionsFromFile(stored: unknown): InstructionValues {
  if (!stored || typeof stored !== 'object') return EMPTY_INSTRUCTIONS;
  const record = stored as Record<string, unknown>;
  const text = (key: keyof InstructionValues) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return { platformId: text('platformId'), formatId: text('formatId'), audience: text('audience'), offer: text('offer'), topic: text('topic') };
}

export interface FormatRef {
  id: string;
  platformId: string;
}

/**
 * spec part 2 §4: choosing a platform keeps the chosen format only when it belongs to that platform. Re-choosing
 * the same platform keeps it; on a change, a format that cannot be shown to belong to the new platform is cleared
 * (the loaded format list is the old platform's, so an unknown format is not assumed to fit).
 */
export function choosePlatform(values: InstructionValues, platformId: string, formats: readonly FormatRef[]): InstructionValues {
  const format = formats.find((f) => f.id === values.formatId);
  const keepFormat = values.platformId === platformId || (format !== undefined && format.platformId === platformId);
  return { ...values, platformId, formatId: keepFormat ? values.formatId : '' };
}

/** The same rule for a format chosen while another platform is selected: the format is not taken. */
export function chooseFormat(values: InstructionValues, format: FormatRef): InstructionValues {
  if (values.platformId && format.platformId !== values.platformId) return { ...values, formatId: '' };
  return { ...values, formatId: format.id };
}
