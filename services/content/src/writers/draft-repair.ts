import type { WriterName } from '@navia/contracts';
import { unfence, WriterError } from './content-writer';

/** Why a model's answer is not a draft: nothing, a refusal, data instead of prose, or a few words. */
export type DraftProblem = 'empty' | 'refusal' | 'json' | 'too-short';

// How chat models open a refusal: an apology followed by what they will not do, "As an AI…", or "I can't write…".
// An apology alone is not one: "I'm sorry we missed you on Friday" opens many a good email.
const REFUSALS = [
  /^\W*as an ai\b/i,
  /^\W*(?:i['’]m sorry|i am sorry|sorry|i apologi[sz]e|unfortunately)\b[^.!?\n]{0,60}?\b(?:can(?:no|['’])t|cannot|unable|not able|won['’]t|will not|against my)\b/i,
  /^\W*i (?:can(?:no|['’])t|cannot|won['’]t|will not|am unable to|['’]m unable to|am not able to|['’]m not able to) (?:help|assist|write|create|produce|provide|generate|comply|fulfil+|complete|do (?:that|this)|support)\b/i,
];
const MIN_WORDS = 5;

/** The problem with a model's answer (already unfenced), or null for something that reads as a draft. */
export function draftProblem(text: string): DraftProblem | null {
  const t = text.trim();
  if (!t) return 'empty';
  if (REFUSALS.some((r) => r.test(t.slice(0, 300)))) return 'refusal';
  if (/^[[{]/.test(t) && /[\]}]$/.test(t)) {
    try {
      JSON.parse(t);
      return 'json';
    } catch {
      /* prose that happens to start with a bracket */
    }
  }
  if (t.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < MIN_WORDS) return 'too-short';
  return null;
}

const SAID: Record<DraftProblem, string> = {
  empty: 'Your answer was empty.',
  refusal: 'Your answer declined the task or apologised instead of writing.',
  json: 'Your answer was JSON data, not the text of the piece.',
  'too-short': 'Your answer was only a few words, not a complete piece.',
};

/** The follow-up message of the one repair attempt. */
export function repairInstruction(problem: DraftProblem, formatName: string): string {
  return `${SAID[problem]} Write the complete ${formatName} now, following the brief: the draft itself in markdown, with no preamble, no notes, no JSON and no code fences.`;
}

const GAVE: Record<DraftProblem, string> = {
  empty: 'answered without a draft',
  refusal: 'declined to write this draft',
  json: 'answered with data instead of a draft',
  'too-short': 'answered with a few words instead of a draft',
};

/** One answer of a model, as a writer received it. */
export interface ModelAnswer {
  /** The answer as sent (what the model is shown back when it is asked to repair it). */
  raw: string;
  tokens: number;
}

/**
 * Asks once; an answer that is not a draft (see draftProblem) gets one repair attempt, the first answer and the
 * problem named; a second miss is a WriterError that says what the model did, shown to the user as 502 writer_failed.
 * Tokens of both attempts count.
 */
export async function askWithOneRepair(
  writer: WriterName,
  label: string,
  formatName: string,
  ask: (repair: { previous: string; instruction: string } | null) => Promise<ModelAnswer>,
): Promise<{ content: string; tokens: number; repaired: boolean }> {
  const first = await ask(null);
  const firstDraft = unfence(first.raw);
  const problem = draftProblem(firstDraft);
  if (!problem) return { content: firstDraft, tokens: first.tokens, repaired: false };
  const second = await ask({ previous: first.raw, instruction: repairInstruction(problem, formatName) });
  const draft = unfence(second.raw);
  const again = draftProblem(draft);
  if (again) {
    const error = new WriterError(writer, `${label} ${GAVE[again]}, twice`);
    error.detail = `first: ${problem}; second: ${again}; answer starts ${JSON.stringify(draft.slice(0, 120))}`;
    throw error;
  }
  return { content: draft, tokens: first.tokens + second.tokens, repaired: true };
}
