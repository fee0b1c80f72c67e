import type { BrandSetupStep } from '@navia/contracts';

/** spec part 1 §2: back from the first step (or from a page that is no step) goes here. */
export const DASHBOARD_PATH = '/dashboard';

export interface BrandSetupTargets {
  /** The step the current page is for, or null when the page is no step's page. */
  current: BrandSetupStep | null;
  /** Where back goes: the step before the current one, or null for /dashboard. */
  previous: BrandSetupStep | null;
  /** Where next goes, or null when no other incomplete step can be opened. */
  next: BrandSetupStep | null;
  /** spec part 1 §2: the next arrow is highlighted when the current step is already complete. */
  highlightNext: boolean;
}

function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

const bySequence = (a: BrandSetupStep, b: BrandSetupStep) => a.sequence - b.sequence;

/**
 * The step whose page is open. Several steps can share a page (the company basics and purpose are both on Who You
 * Are): the first incomplete one of them, else the first.
 */
export function findCurrentStep(steps: readonly BrandSetupStep[], pathname: string): BrandSetupStep | null {
  const here = normalizePath(pathname);
  const onThisPage = [...steps].sort(bySequence).filter((step) => normalizePath(step.navigationPath) === here);
  return onThisPage.find((step) => !step.completed) ?? onThisPage[0] ?? null;
}

/**
 * spec part 1 §2 / part 2 §2.7, the banner's arrows:
 * - next: the first incomplete step after the current one, wrapping to the first incomplete step;
 * - back: the step before the current one, or /dashboard when there is none (also on a page that is no step);
 * Both skip locked steps ('Create Your First Strategy' until the brand steps are done), which cannot be opened, and
 * steps on the page already open, where the arrow would do nothing.
 */
export function brandSetupTargets(steps: readonly BrandSetupStep[], pathname: string): BrandSetupTargets {
  const ordered = [...steps].sort(bySequence);
  const current = findCurrentStep(ordered, pathname);
  const here = normalizePath(pathname);
  const reachable = (step: BrandSetupStep) => !step.locked && normalizePath(step.navigationPath) !== here;
  const open = (step: BrandSetupStep) => !step.completed && reachable(step);
  const index = current ? ordered.indexOf(current) : -1;
  const next = ordered.slice(index + 1).find(open) ?? ordered.find(open) ?? null;
  const previous = current ? (ordered.slice(0, index).reverse().find(reachable) ?? null) : null;
  return { current, previous, next, highlightNext: current?.completed === true };
}
