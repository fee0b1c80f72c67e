/** The active brand's name in the header (spec part 1 §2 "Layout"). Filled in with the active-brand store. */
export function ActiveBrandName() {
  return null;
}
