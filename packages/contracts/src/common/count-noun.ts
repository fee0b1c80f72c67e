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
  return `${count.toLocaleString('en-US')} ${nounFor(count, one, many)}`;
}
