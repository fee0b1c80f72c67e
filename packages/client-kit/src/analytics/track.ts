import type { AnalyticsEventName, AnalyticsEvents, AnalyticsProperties, NoProps } from './analytics-events';

declare global {
  interface Window {
    /** The page data layer analytics tags read (spec part 1 §1). */
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The data layer, created once. Never reassigned: a tag manager may already hold a reference to the array, and a
 * new array would silently cut it off.
 */
export function getDataLayer(): Record<string, unknown>[] {
  window.dataLayer = window.dataLayer || [];
  return window.dataLayer;
}

/** The props argument may be left out only for an event that carries none. */
type TrackArgs<E extends AnalyticsEventName> =
  AnalyticsEvents[E] extends NoProps ? [props?: NoProps] : [props: AnalyticsEvents[E]];

/**
 * Push an analytics event with the props its entry in AnalyticsEvents names. A remote imports it from the client
 * kit, which is a Module Federation shared singleton, so its events land in the same page data layer as the shell's:
 *
 *   import { track } from '@navia/client-kit';
 *   track('task_started', { task_id: task.id, strategy_id: task.strategyId });
 *   track('sign_out');
 */
export function track<E extends AnalyticsEventName>(event: E, ...[props]: TrackArgs<E>): void {
  // The event name goes last, so no prop can ever rename the event.
  getDataLayer().push({ ...props, event });
}

/** Set a page-level property without an event (the user plan tier). */
export function setAnalyticsProperty(props: Partial<AnalyticsProperties>): void {
  getDataLayer().push(props);
}
