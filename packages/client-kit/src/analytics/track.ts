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

/** Push an analytics event, e.g. track('task_completed', { task_id }). */
export function track(event: string, props: Record<string, unknown> = {}): void {
  getDataLayer().push({ event, ...props });
}

/** Set a page-level property without an event (the user plan tier). */
export function setAnalyticsProperty(props: Record<string, unknown>): void {
  getDataLayer().push(props);
}
