import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/**
 * Catches every Content Security Policy violation a page reports, so a walk that works only because nothing
 * checked the console still fails (docs/security.md). Two independent channels:
 *  - the `securitypolicyviolation` event, reported from every page and frame of the context by an init script;
 *  - the console, where Chromium writes "Refused to … because it violates the following Content Security Policy
 *    directive" (and reports a violation the event missed, e.g. one raised before the init script could listen).
 */
export interface CspViolation {
  source: 'event' | 'console';
  /** The blocked directive and what was blocked, or the console text. */
  text: string;
  url: string;
}

const BINDING = '__naviaCspViolation';

/** A console message that reports a CSP violation (Chromium's wording, whatever the directive). */
export function isCspConsoleMessage(text: string): boolean {
  return /Content Security Policy/i.test(text) || /^Refused to (load|execute|apply|evaluate|connect|frame|create|send)\b/.test(text);
}

/**
 * Runs in every page and frame before its own scripts: forwards each violation event to the test. A string, as the
 * page's code is (this project type-checks e2e/ without the DOM library).
 */
const LISTEN_FOR_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => {
  const report = window[${JSON.stringify(BINDING)}];
  if (report) report({
    text: e.effectiveDirective + ' blocked ' + (e.blockedURI || '(inline)') + (e.sample ? ': ' + e.sample : '') + (e.sourceFile ? ' at ' + e.sourceFile + ':' + e.lineNumber : ''),
    url: e.documentURI,
  });
});`;

/** Starts collecting violations in every page of `context`; returns the list, filled as they happen. */
export async function guardContext(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING, ({ frame }, v: { text: string; url: string }) => {
    violations.push({ source: 'event', text: v.text, url: v.url || frame.url() });
  });
  await context.addInitScript({ content: LISTEN_FOR_VIOLATIONS });
  context.on('console', (message: ConsoleMessage) => {
    if (isCspConsoleMessage(message.text())) violations.push({ source: 'console', text: message.text(), url: message.page()?.url() ?? '' });
  });
  return violations;
}

export function describeViolations(violations: readonly CspViolation[]): string {
  return violations.map((v) => `- [${v.source}] ${v.text} (on ${v.url})`).join('\n');
}
