import type { NorthStarData } from '@navia/contracts';

/** The four parts of the statement as typed so far; the contract's NorthStarData shape, not yet validated. */
export type NorthStarDraft = NorthStarData;

export const EMPTY_STATEMENT: NorthStarDraft = { type_of_person: '', type_of_problem: '', product_or_service: '', benefit: '' };

const PARTS = Object.keys(EMPTY_STATEMENT) as (keyof NorthStarDraft)[];

/** spec part 1 §5: every part must be non-blank after trimming. */
export function isStatementComplete(statement: NorthStarDraft): boolean {
  return PARTS.every((part) => statement[part].trim() !== '');
}

export function trimStatement(statement: NorthStarDraft): NorthStarDraft {
  return {
    type_of_person: statement.type_of_person.trim(),
    type_of_problem: statement.type_of_problem.trim(),
    product_or_service: statement.product_or_service.trim(),
    benefit: statement.benefit.trim(),
  };
}

function sameStatement(a: NorthStarDraft, b: NorthStarDraft): boolean {
  return PARTS.every((part) => a[part] === b[part]);
}

/**
 * A random example, avoiding the one already shown so each click visibly changes something (unless only one
 * example exists). Null when there are none.
 */
export function pickExample(
  examples: readonly NorthStarDraft[],
  current: NorthStarDraft,
  random: () => number = Math.random,
): NorthStarDraft | null {
  const others = examples.filter((example) => !sameStatement(example, current));
  const pool = others.length > 0 ? others : examples;
  return pool.length > 0 ? pool[Math.floor(random() * pool.length)] : null;
}
