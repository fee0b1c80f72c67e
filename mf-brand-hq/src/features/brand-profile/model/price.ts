/**
 * spec part 2 §3 and §5: the price is text with decimals only and no symbols. Everything but digits and the first
 * decimal point is dropped as the person types ('$1,299.50' becomes '1299.50').
 */
export function sanitizePrice(input: string): string {
  const kept = input.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}
