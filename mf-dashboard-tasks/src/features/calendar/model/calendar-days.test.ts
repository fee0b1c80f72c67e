import { dateChipLabel, dueDay, icsCalendar } from '@navia/contracts';
import { makeTask } from '../../tasks/test/tasks-test-kit';
import { monthWeeks, shiftMonth, tasksByDay, weekDays, weekStart } from './calendar-days';

describe('the calendar’s days agree with the tasks page and the feed (issue 17 item 4)', () => {
  it('lays out whole weeks, Sunday first, across the DST changes of March and November', () => {
    for (const month of ['2026-03-15', '2026-11-15']) {
      const days = monthWeeks(month).flat();
      expect(days[0] <= `${month.slice(0, 7)}-01`).toBe(true);
      // Every day once, one after the other: a DST change never repeats or skips a day.
      days.forEach((day, i) => i && expect(new Date(`${day}T00:00:00Z`).getTime() - new Date(`${days[i - 1]}T00:00:00Z`).getTime()).toBe(86_400_000));
    }
    expect(monthWeeks('2026-03-08')[0][0]).toBe('2026-03-01');
    expect(weekStart('2026-03-08')).toBe('2026-03-08');
    expect(weekDays('2026-11-01')).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
  });

  it('moves by months without losing the end of a month', () => {
    expect(shiftMonth('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftMonth('2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('puts a task on the same day as the tasks page’s chip and the feed’s DTSTART, whatever the form of its date', () => {
    // A DST day in the US and in Europe; a timestamp at midnight UTC is that calendar day for every user.
    for (const dueDate of ['2026-03-08', '2026-03-29T00:00:00.000Z', '2026-11-01']) {
      const task = makeTask({ dueDate });
      const day = dueDay(dueDate) as string;
      expect([...tasksByDay([task]).keys()]).toEqual([day]);
      expect(dateChipLabel(task, '2026-02-01')).toContain(String(Number(day.slice(8))));
      const ics = icsCalendar({ name: 'x', timeZone: 'America/New_York', stamp: new Date(0), events: [{ uid: 'u', sequence: 0, day, summary: 's', description: '' }] });
      expect(ics).toContain(`DTSTART;VALUE=DATE:${day.replace(/-/g, '')}`);
    }
  });
});
