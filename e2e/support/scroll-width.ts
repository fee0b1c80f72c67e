import type { Page } from '@playwright/test';

/** The page's full scroll width: over the viewport width means something sticks out sideways. */
export function scrollWidth(page: Page): Promise<number> {
  // A string expression: the e2e project compiles without the DOM library.
  return page.evaluate<number>('document.documentElement.scrollWidth');
}
