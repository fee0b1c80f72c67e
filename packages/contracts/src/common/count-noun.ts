/** The noun for a count: singular for exactly one. `many` defaults to the noun plus 's' ('strategy' needs it). */
export function nounFor(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/**
 * A count with its noun, singular for exactly one: '1 offer', '3 offers', '1 day', '1,000 files'. The one helper
 * for every count shown to people (plan limits, durations, 'View N more tasks'), so none reads 'up to 1 offers'.
 * In contracts so the services' messages can use it too.
 */
export function countNoun(count: number, one: string, many = `${one}s`): string {
  return `${groupDigits(count)} ${nounFor(count, one, many)}`;
}

/**
 * `count.toLocaleString('en-US')` for whole numbers, without it: the first Number#toLocaleString a page calls builds
 * an ICU number formatter, about 290 ms of main thread under Lighthouse's 4× CPU slowdown, and `/strategies` called it
 * on its first screen (issue 16). Other numbers still go through Intl.
 */
function groupDigits(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
