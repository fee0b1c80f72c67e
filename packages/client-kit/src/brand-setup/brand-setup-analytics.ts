import { useEffect } from 'react';
import { z } from 'zod';
import type { BrandSetupProgressResponse } from '@navia/contracts';
import { track } from '../analytics/track';
import { useAuthStore } from '../auth/auth-store';

/**
 * spec part 1 §3 "Browser storage entries" and §4 "Brand-setup step analytics", part 2 §4 "Analytics one-shots":
 * each step's 'brand_setup_step_completed' fires once, the first time the step is seen complete (also when it was
 * already complete the first time this browser saw the brand), and 'brand_setup_completed' once at 100 percent.
 * Both are remembered per user and brand: two people sharing a browser, or one person with two brands, each get
 * their own events.
 */
export const reportedStepsKey = (userId: string, brandId: string) => `navia.brandSetupReportedSteps.${userId}.${brandId}`;
export const setupCompletedKey = (userId: string, brandId: string) => `navia.brandSetupCompleted.${userId}.${brandId}`;

type Progress = BrandSetupProgressResponse['progress'];

export interface ReportedState {
  /** Step ids already reported. */
  steps: readonly string[];
  /** Whether 'brand_setup_completed' was already sent. */
  completed: boolean;
}

export interface BrandSetupReport {
  /** Step ids to send 'brand_setup_step_completed' for now, in step order. */
  newSteps: string[];
  /** Send 'brand_setup_completed' now. */
  completeNow: boolean;
  /** What to remember afterwards. */
  next: ReportedState;
}

/** Pure: which one-shots a progress answer calls for, given what was already reported. */
export function planBrandSetupReport(progress: Progress, reported: ReportedState): BrandSetupReport {
  const seen = new Set(reported.steps);
  const newSteps = [...progress.steps]
    .sort((a, b) => a.sequence - b.sequence)
    .filter((step) => step.completed && !seen.has(step.id))
    .map((step) => step.id);
  const { completed, total, percentage } = progress.summary;
  const complete = total > 0 && (percentage >= 100 || completed >= total);
  const completeNow = complete && !reported.completed;
  return {
    newSteps,
    completeNow,
    next: { steps: [...reported.steps, ...newSteps], completed: reported.completed || complete },
  };
}

const StoredSteps = z.array(z.string());

// Only for writes the storage refused (privacy modes, quota): the one-shots still hold for this page's lifetime.
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    if (value !== null) return value;
  } catch {
    // Storage disabled: memory only.
  }
  return memory.get(key) ?? null;
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value);
  }
}

/** What this browser already reported for the user's brand. A damaged entry reads as nothing reported. */
export function loadReportedState(userId: string, brandId: string): ReportedState {
  let steps: string[] = [];
  try {
    const parsed = StoredSteps.safeParse(JSON.parse(read(reportedStepsKey(userId, brandId)) ?? '[]'));
    if (parsed.success) steps = parsed.data;
  } catch {
    // Unparsable: nothing reported.
  }
  return { steps, completed: read(setupCompletedKey(userId, brandId)) === 'true' };
}

/**
 * Send the one-shots a progress answer calls for and remember them. Storage is written before the events go out,
 * so an event can never be sent twice by a second caller running in the middle.
 */
export function reportBrandSetupProgress(progress: Progress, userId: string, brandId: string): BrandSetupReport {
  const report = planBrandSetupReport(progress, loadReportedState(userId, brandId));
  if (report.newSteps.length > 0) write(reportedStepsKey(userId, brandId), JSON.stringify(report.next.steps));
  if (report.completeNow) write(setupCompletedKey(userId, brandId), 'true');
  for (const stepId of report.newSteps) track('brand_setup_step_completed', { step_id: stepId });
  if (report.completeNow) track('brand_setup_completed');
  return report;
}

/**
 * Runs the one-shots whenever the progress answer changes. Pass the full progress (not the excludeStrategyStep
 * form), so 100 percent includes the first strategy. Safe to use in several mounted components at once: the
 * storage makes the second one a no-op.
 */
export function useBrandSetupAnalytics(data: BrandSetupProgressResponse | undefined, brandId: string | null): void {
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null));
  const progress = data?.progress;
  useEffect(() => {
    if (progress && userId && brandId) reportBrandSetupProgress(progress, userId, brandId);
  }, [progress, userId, brandId]);
}

/**
 * Whether this browser has already seen the user's brand setup at 100 percent (the 'brand_setup_completed' one-shot
 * went out). A hint, not the answer: the dashboard reserves the setup card's space while the progress loads only
 * when the card is likely to show.
 */
export function brandSetupSeenComplete(userId: string, brandId: string): boolean {
  return loadReportedState(userId, brandId).completed;
}
