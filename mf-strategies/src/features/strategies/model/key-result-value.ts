/** spec part 2 §5 (Track & Manage): the current value is numeric, non-numeric input counts as 0, minimum 0. */
export function toCurrentValue(text: string): number {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}
