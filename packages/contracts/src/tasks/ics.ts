import { addDays } from '../strategies/strategy-rules';

/**
 * iCalendar (RFC 5545) text for tasks (issue 17): the ICS feed the tasks service serves and a single task's "Add to
 * calendar" file are written by this one module. Each task is an all-day VEVENT (DTSTART;VALUE=DATE, DTEND the next
 * day), so it stays on the user's calendar day in every time zone and across DST changes; the calendar's
 * X-WR-TIMEZONE names the user's zone for the apps that show it.
 */
export interface IcsEvent {
  /** Stable across edits: the same task is the same event. */
  uid: string;
  /** Grows each time the task is rescheduled, so calendar apps take the new date. */
  sequence: number;
  /** `YYYY-MM-DD`. */
  day: string;
  summary: string;
  description: string;
  url?: string;
}

export interface IcsCalendar {
  name: string;
  timeZone: string;
  events: readonly IcsEvent[];
  /** DTSTAMP of every event: when this text was written. */
  stamp: Date;
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1): CRLF and one space go between. */
export function icsFold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; each continuation line starts with a space, leaving 74.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');
const stampOf = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function eventLines(e: IcsEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(e.uid)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${stampOf(stamp)}`,
    `DTSTART;VALUE=DATE:${compactDay(e.day)}`,
    `DTEND;VALUE=DATE:${compactDay(addDays(e.day, 1))}`,
    `SUMMARY:${icsText(e.summary)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    ...(e.url ? [`URL:${e.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR, CRLF line ends, folded. */
export function icsCalendar(cal: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Navia//Tasks//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(cal.name)}`,
    `X-WR-TIMEZONE:${cal.timeZone}`,
    ...cal.events.flatMap((e) => eventLines(e, cal.stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}

/** A task's stable event id. */
export const taskEventUid = (taskId: string) => `task-${taskId}@navia`;

/** What a task's event reads of it (a Task, or the tasks service's row as presented). */
export interface EventTask {
  id: string;
  title: string;
  strategy: string;
  description: string;
}

/**
 * A task as its calendar event, the same in the feed and in a card's "Add to calendar" (so a subscribed calendar
 * never shows it twice): its title, its strategy, its description and a link back to the tasks page.
 */
export function taskEvent(task: EventTask, day: string, sequence: number, origin: string): IcsEvent {
  const description = [`Strategy: ${task.strategy}`, task.description.trim(), `Open in Navia: ${origin}/tasks`].filter(Boolean).join('\n\n');
  return { uid: taskEventUid(task.id), sequence, day, summary: task.title, description, url: `${origin}/tasks` };
}
