import type { PlanKey } from '@navia/contracts';

/**
 * Every analytics event the app pushes, and the props it carries (spec part 1 §1, §4 "Brand-setup step analytics").
 * Prop names are snake_case, as tag-manager variables are. An event without props maps to NoProps.
 *
 * Adding an event is a change here first: `track` accepts only these names, so a typo or a renamed prop in a remote
 * fails the type check instead of silently creating a second event in the reports.
 */
/** The props of an event that carries none; `track` lets the argument be left out for these. */
export type NoProps = Record<string, never>;

export interface AnalyticsEvents {
  /** New content generated in the writing workspace, for a task or freely. */
  content_written: { file_id: string; task_id?: string };
  /** Existing content generated again. */
  content_rewritten: { file_id: string };
  task_started: { task_id: string; strategy_id?: string };
  task_completed: { task_id: string; strategy_id?: string };
  file_viewed: { file_id: string };
  strategy_launched: { strategy_id: string; template_id?: string };
  /** spec part 2 §4: once per mount of the strategies page, when the recent-creation poll reports the first launch. */
  first_strategy_created: { strategy_id: string; template_id: string; template_name: string };
  strategy_completed: { strategy_id: string };
  /** The strategy's Track & Manage dialog was opened. */
  view_track_manage_strategy: { strategy_id: string };
  /** Absent while the user record is still loading. */
  sign_in: { user_plan_tier?: PlanKey };
  sign_out: NoProps;
  /** One-shot per brand-setup step, remembered in browser storage by the caller. */
  brand_setup_step_completed: { step_id: string };
  /** One-shot when brand setup reaches 100 percent. */
  brand_setup_completed: NoProps;
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** Page-level properties set without an event. */
export interface AnalyticsProperties {
  user_plan_tier: PlanKey;
}
