/**
 * Text PostgreSQL cannot store, found once for every request instead of per schema: a NUL character (text and jsonb
 * refuse U+0000) and a lone UTF-16 surrogate (JSON allows `\ud800`, but it has no UTF-8 form, so jsonb refuses it
 * and text would silently turn it into U+FFFD). Both are refused, not removed: removing would store something other
 * than what the client sent, and no real text needs either.
 */

/** Deeper than any contract's body (the brand record nests 4 levels); stops stack-hungry inputs before any parser. */
export const MAX_INPUT_DEPTH = 32;

export interface UnsafeText {
  /** Path of the offending value (object keys and array indexes), as `parseOrThrow` names fields. */
  path: string[];
  reason: 'nul' | 'surrogate' | 'depth';
}

const NUL = '\u0000';
// Without the u flag the pattern sees UTF-16 code units: a high surrogate not followed by a low one, or a low one
// not preceded by a high one (String.prototype.isWellFormed is ES2024, beyond our lib target).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_CHARS = new RegExp(`${NUL}|${LONE_SURROGATE.source}`, 'g');

function unsafeReason(text: string): UnsafeText['reason'] | null {
  if (text.includes(NUL)) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/** A key shown in a field path: its unsafe characters replaced, so the error answer itself is clean text. */
const printable = (key: string) => key.replace(UNSAFE_CHARS, '\ufffd');

/** The first unsafe string or object key in `value` (breadth first, without recursion), or null when all is clean. */
export function findUnsafeText(value: unknown): UnsafeText | null {
  const queue: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let i = 0; i < queue.length; i += 1) {
    const item = queue[i];
    if (typeof item.value === 'string') {
      const reason = unsafeReason(item.value);
      if (reason) return { path: item.path, reason };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.path.length >= MAX_INPUT_DEPTH) return { path: item.path, reason: 'depth' };
    for (const [key, child] of Object.entries(item.value)) {
      const path = [...item.path, printable(key)];
      const keyReason = unsafeReason(key);
      if (keyReason) return { path, reason: keyReason };
      queue.push({ value: child, path });
    }
  }
  return null;
}

export const UNSAFE_TEXT_MESSAGES: Record<UnsafeText['reason'], string> = {
  nul: 'must not contain NUL characters (\\u0000)',
  surrogate: 'must not contain unpaired surrogate characters (invalid Unicode)',
  depth: `nests deeper than ${MAX_INPUT_DEPTH} levels`,
};
