import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The one DOM call used here (e2e/ is type-checked without the DOM library). */
interface AnimatedDocument {
  document: { getAnimations(): { playState: string; effect: { getTiming(): { iterations?: number } } | null }[] };
}

export interface BlockingViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now and returns the serious and critical violations:
 * the ones the shell's "done" bar forbids. Each names its rule and the offending elements so a failure says what to fix.
 */
export async function blockingViolations(page: Page): Promise<BlockingViolation[]> {
  // Check the resting page: mid-animation (a modal fading in) colours are blended with the backdrop. Endless ones (a
  // spinner) never come to rest, so they are not waited for: antd keeps a button's spinning loading icon, invisible,
  // after a fast `loading` toggle whose leave motion has nothing to transition (seen on the settings pages, issue 19).
  // A function, not a string: Playwright evaluates a string predicate with eval, which the page's policy refuses.
  await page.waitForFunction(() =>
    (globalThis as unknown as AnimatedDocument).document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
