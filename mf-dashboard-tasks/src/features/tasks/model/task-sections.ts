import { dueDay, taskBucket, type ScheduledTask, type TaskBucket } from '@navia/contracts';

export type SectionKey = 'today' | 'this_week' | 'future' | 'past_completed';

export interface SectionDefinition {
  key: SectionKey;
  title: string;
  /** spec part 1 §2: the last three sections are collapsible. */
  collapsible: boolean;
  /** Past work starts folded away; the rest is what the user is planning with. */
  defaultOpen: boolean;
}

export const TASK_SECTIONS: readonly SectionDefinition[] = [
  { key: 'today', title: 'Today', collapsible: false, defaultOpen: true },
  { key: 'this_week', title: 'This Week', collapsible: true, defaultOpen: true },
  { key: 'future', title: 'Future', collapsible: true, defaultOpen: true },
  { key: 'past_completed', title: 'Past Completed Tasks', collapsible: true, defaultOpen: false },
];

/** The page has no Tomorrow section: tomorrow's tasks lead the This Week section. */
const SECTION_OF: Record<TaskBucket, SectionKey> = {
  today: 'today',
  tomorrow: 'this_week',
  this_week: 'this_week',
  future: 'future',
  past_completed: 'past_completed',
};
const BUCKET_RANK: Record<TaskBucket, number> = { today: 0, tomorrow: 1, this_week: 2, future: 3, past_completed: 4 };

/** Undated tasks after the dated ones of their bucket ('~' sorts after any digit in code-point order). */
const UNDATED = '~';
const compareDays = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Tasks by section, each in due order: overdue first in Today, tomorrow first in This Week, open before completed
 * on the same day; Past Completed newest first. Completed tasks are left out when they are hidden.
 */
export function groupIntoSections<T extends ScheduledTask>(tasks: readonly T[], today: string, showCompleted: boolean): Record<SectionKey, T[]> {
  const sections: Record<SectionKey, T[]> = { today: [], this_week: [], future: [], past_completed: [] };
  const entries = tasks
    .filter((task) => showCompleted || task.status !== 'completed')
    .map((task) => ({ task, bucket: taskBucket(task, today), day: dueDay(task.dueDate) ?? UNDATED }));
  entries.sort(
    (a, b) =>
      BUCKET_RANK[a.bucket] - BUCKET_RANK[b.bucket] ||
      (a.bucket === 'past_completed' ? compareDays(b.day, a.day) : compareDays(a.day, b.day)) ||
      Number(a.task.status === 'completed') - Number(b.task.status === 'completed'),
  );
  for (const { task, bucket } of entries) sections[SECTION_OF[bucket]].push(task);
  return sections;
}

/** The latest bucket rank whose tasks a section holds; past days rank -1 (they come first in due order). */
const SECTION_LAST_RANK: Record<SectionKey, number> = { past_completed: -1, today: BUCKET_RANK.today, this_week: BUCKET_RANK.this_week, future: BUCKET_RANK.future };

/**
 * The sections that pages still to come may add tasks to. The list view sends tasks undated first, then by day, so
 * once the loaded tasks reach a day past a section's last day, that section is whole. `lastDueDate` is the due date of
 * the last task loaded (undefined when nothing is loaded yet).
 */
export function sectionsStillGrowing(lastDueDate: string | null | undefined, today: string, morePages: boolean): Set<SectionKey> {
  const keys = TASK_SECTIONS.map((section) => section.key);
  if (!morePages) return new Set();
  const day = lastDueDate ? dueDay(lastDueDate) : null;
  if (!day) return new Set(keys);
  const rank = day < today ? -1 : BUCKET_RANK[taskBucket({ status: 'pending', dueDate: day, timeframe: null }, today)];
  return new Set(keys.filter((key) => rank <= SECTION_LAST_RANK[key]));
}
