import { test as base, expect } from '@playwright/test';
import { describeViolations, guardContext, type CspViolation } from './csp-guard';

export interface CspWatch {
  /** Every violation reported so far in this test's context. */
  readonly violations: CspViolation[];
  /**
   * Takes the violations seen so far out of the list, for a test that causes one on purpose (e2e/specs/csp.spec.ts);
   * whatever is left when the test ends fails it.
   */
  take(): CspViolation[];
}

/**
 * The one `test` every spec imports: Playwright's, with the Content Security Policy watched in the test's browser
 * context. A test during which any page reported a violation fails, naming each one. A spec that opens contexts
 * of its own guards them with `guardContext` (e2e/support/csp-guard.ts).
 */
export const test = base.extend<{ csp: CspWatch }>({
  csp: [
    async ({ context }, use) => {
      const violations = await guardContext(context);
      await use({
        violations,
        take: () => violations.splice(0, violations.length),
      });
      expect(violations, `Content Security Policy violations:\n${describeViolations(violations)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
