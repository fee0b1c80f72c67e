import { dueDay, icsCalendar, taskEvent, type TaskListItem } from '@navia/contracts';

/**
 * "Add to calendar" (issue 17): one task as a single-event .ics, written by the same module as the ICS feed, so the
 * event has the feed's UID and a subscribed calendar does not show it twice.
 */
export function taskIcs(task: TaskListItem, origin: string, timeZone: string, now = new Date()): string | null {
  const day = dueDay(task.dueDate);
  if (!day) return null;
  // SEQUENCE 0: the client does not know how often the task moved; the feed, which updates calendars, does.
  return icsCalendar({ name: task.title, timeZone, stamp: now, events: [taskEvent(task, day, 0, origin)] });
}

/** A file name from the title, safe on every system. */
export const icsFileName = (title: string) => `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'task'}.ics`;

/** Saves the task's .ics through a temporary link (no server round trip). */
export function downloadTaskIcs(task: TaskListItem): void {
  const text = taskIcs(task, window.location.origin, Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (!text) return;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(task.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
