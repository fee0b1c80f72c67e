import { todayIn } from '../strategies/strategy-rules';
import {
  comingSaturday,
  dateChipLabel,
  dueDay,
  isComingUp,
  isDueToday,
  isOverdue,
  taskBucket,
  type ScheduledTask,
  type TaskBucket,
} from './task-schedule';

const task = (overrides: Partial<ScheduledTask> = {}): ScheduledTask => ({ status: 'pending', dueDate: null, timeframe: null, ...overrides });
const dated = (dueDate: string, status: ScheduledTask['status'] = 'pending') => task({ dueDate, status });

describe('the user’s calendar day around midnight (todayIn feeds every rule)', () => {
  // [zone, last instant of the earlier day, first instant of the later day, earlier day, later day]
  const midnights: [string, string, string, string, string][] = [
    ['Pacific/Auckland', '2026-11-24T10:59:59Z', '2026-11-24T11:00:00Z', '2026-11-24', '2026-11-25'],
    ['America/Los_Angeles', '2026-11-25T07:59:59Z', '2026-11-25T08:00:00Z', '2026-11-24', '2026-11-25'],
    ['UTC', '2026-11-24T23:59:59Z', '2026-11-25T00:00:00Z', '2026-11-24', '2026-11-25'],
    // DST starts at 02:00 on Mar 8: the midnight before is at UTC-5, the one after at UTC-4.
    ['America/New_York', '2026-03-08T04:59:59Z', '2026-03-08T05:00:00Z', '2026-03-07', '2026-03-08'],
    ['America/New_York', '2026-03-09T03:59:59Z', '2026-03-09T04:00:00Z', '2026-03-08', '2026-03-09'],
    // DST ends at 03:00 on Oct 25: the midnight before is at UTC+2, the one after at UTC+1 (a 25-hour day).
    ['Europe/Berlin', '2026-10-24T21:59:59Z', '2026-10-24T22:00:00Z', '2026-10-24', '2026-10-25'],
    ['Europe/Berlin', '2026-10-25T22:59:59Z', '2026-10-25T23:00:00Z', '2026-10-25', '2026-10-26'],
  ];

  it.each(midnights)('%s: the day turns between %s and %s (%s → %s)', (zone, before, after, earlier, later) => {
    expect(todayIn(zone, new Date(before))).toBe(earlier);
    expect(todayIn(zone, new Date(after))).toBe(later);
  });

  it.each(midnights)('%s: a task due on the later day turns from Tomorrow into Today at midnight (%s / %s)', (zone, before, after, _earlier, later) => {
    const due = dated(later);
    expect(dateChipLabel(due, todayIn(zone, new Date(before)))).toBe('Tomorrow');
    expect(taskBucket(due, todayIn(zone, new Date(before)))).toBe('tomorrow');
    expect(dateChipLabel(due, todayIn(zone, new Date(after)))).toBe('Today');
    expect(taskBucket(due, todayIn(zone, new Date(after)))).toBe('today');
  });

  it.each(midnights)('%s: an open task due on the earlier day becomes overdue at midnight (%s / %s)', (zone, before, after, earlier) => {
    const due = dated(earlier);
    expect(isOverdue(due, todayIn(zone, new Date(before)))).toBe(false);
    expect(isOverdue(due, todayIn(zone, new Date(after)))).toBe(true);
    // Still in the Today section, now with its date as the chip.
    expect(taskBucket(due, todayIn(zone, new Date(after)))).toBe('today');
    expect(dateChipLabel(due, todayIn(zone, new Date(after)))).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
  });

  it('puts the same instant on different days in Auckland and Los Angeles', () => {
    const instant = new Date('2026-11-24T20:00:00Z');
    const due = dated('2026-11-25');
    expect(dateChipLabel(due, todayIn('Pacific/Auckland', instant))).toBe('Today');
    expect(dateChipLabel(due, todayIn('America/Los_Angeles', instant))).toBe('Tomorrow');
  });
});

describe('isOverdue', () => {
  const today = '2026-11-25';
  it.each<[string, boolean, ScheduledTask]>([
    ['pending, due yesterday', true, dated('2026-11-24')],
    ['processing, due last month', true, dated('2026-10-31', 'processing')],
    ['status overdue, due yesterday', true, dated('2026-11-24', 'overdue')],
    ['completed, due yesterday', false, dated('2026-11-24', 'completed')],
    ['pending, due today', false, dated('2026-11-25')],
    ['pending, due tomorrow', false, dated('2026-11-26')],
    ['status overdue but due tomorrow (the date decides)', false, dated('2026-11-26', 'overdue')],
    ['undated, status overdue', true, task({ status: 'overdue' })],
    ['undated, status overdue, timeframe today', true, task({ status: 'overdue', timeframe: 'today' })],
    ['undated, pending', false, task({ timeframe: 'today' })],
    ['due date given as an ISO timestamp the day before', true, dated('2026-11-24T23:30:00.000Z')],
    ['due date given as an ISO timestamp today', false, dated('2026-11-25T00:00:00.000Z')],
  ])('%s → %s', (_name, expected, t) => {
    expect(isOverdue(t, today)).toBe(expected);
  });
});

describe('taskBucket', () => {
  // Wednesday 2026-11-25: tomorrow is Thu 26, the coming Saturday is the 28th.
  const wednesday = '2026-11-25';
  it.each<[string, TaskBucket, ScheduledTask]>([
    ['due today', 'today', dated('2026-11-25')],
    ['completed, due today', 'today', dated('2026-11-25', 'completed')],
    ['overdue by a day', 'today', dated('2026-11-24')],
    ['overdue by weeks', 'today', dated('2026-10-01')],
    ['completed, due yesterday', 'past_completed', dated('2026-11-24', 'completed')],
    ['due tomorrow', 'tomorrow', dated('2026-11-26')],
    ['due Friday', 'this_week', dated('2026-11-27')],
    ['due the coming Saturday', 'this_week', dated('2026-11-28')],
    ['due Sunday after it', 'future', dated('2026-11-29')],
    ['due next year', 'future', dated('2027-01-04')],
    ['completed, due Friday', 'this_week', dated('2026-11-27', 'completed')],
    ['undated, timeframe today', 'today', task({ timeframe: 'today' })],
    ['undated, timeframe tomorrow', 'tomorrow', task({ timeframe: 'tomorrow' })],
    ['undated, timeframe this_week', 'this_week', task({ timeframe: 'this_week' })],
    ['undated, no timeframe', 'this_week', task()],
    ['undated, completed, timeframe today', 'today', task({ timeframe: 'today', status: 'completed' })],
    ['undated, status overdue, timeframe this_week', 'today', task({ timeframe: 'this_week', status: 'overdue' })],
  ])('on a Wednesday: %s → %s', (_name, expected, t) => {
    expect(taskBucket(t, wednesday)).toBe(expected);
  });

  // The week runs Sunday to Saturday; the "coming Saturday" of a Saturday is that same day.
  it.each<[string, string, string, TaskBucket]>([
    ['Saturday', '2026-11-28', '2026-11-29', 'tomorrow'], // Sunday is tomorrow, not future
    ['Saturday', '2026-11-28', '2026-11-30', 'future'], // Monday: after this Saturday
    ['Saturday', '2026-11-28', '2026-11-28', 'today'],
    ['Friday', '2026-11-27', '2026-11-28', 'tomorrow'],
    ['Friday', '2026-11-27', '2026-11-29', 'future'],
    ['Sunday', '2026-11-29', '2026-11-30', 'tomorrow'],
    ['Sunday', '2026-11-29', '2026-12-01', 'this_week'],
    ['Sunday', '2026-11-29', '2026-12-05', 'this_week'], // through Saturday
    ['Sunday', '2026-11-29', '2026-12-06', 'future'],
    ['Thursday, Dec 31', '2026-12-31', '2027-01-02', 'this_week'], // the week crosses the year
    ['Thursday, Dec 31', '2026-12-31', '2027-01-03', 'future'],
    ['Sunday of the spring DST change', '2026-03-08', '2026-03-14', 'this_week'],
    ['Sunday of the autumn DST change', '2026-10-25', '2026-10-26', 'tomorrow'],
    ['Sunday of the autumn DST change', '2026-10-25', '2026-11-01', 'future'],
  ])('today a %s (%s): due %s → %s', (_day, today, due, expected) => {
    expect(taskBucket(dated(due), today)).toBe(expected);
  });

  it.each([
    ['2026-11-22', '2026-11-28'], // Sunday
    ['2026-11-25', '2026-11-28'], // Wednesday
    ['2026-11-28', '2026-11-28'], // Saturday
    ['2026-12-31', '2027-01-02'],
  ])('the coming Saturday of %s is %s', (today, saturday) => {
    expect(comingSaturday(today)).toBe(saturday);
  });
});

describe('isDueToday and isComingUp', () => {
  const today = '2026-11-25';
  it('counts today and overdue tasks as due today, not tomorrow', () => {
    expect(isDueToday(dated('2026-11-25'), today)).toBe(true);
    expect(isDueToday(dated('2026-11-20'), today)).toBe(true);
    expect(isDueToday(task({ status: 'overdue' }), today)).toBe(true);
    expect(isDueToday(dated('2026-11-26'), today)).toBe(false);
    expect(isDueToday(dated('2026-11-20', 'completed'), today)).toBe(false);
  });

  it.each<[string, boolean, boolean, ScheduledTask]>([
    ['due tomorrow', true, true, dated('2026-11-26')],
    ['due Saturday', true, true, dated('2026-11-28')],
    ['undated this_week', true, true, task({ timeframe: 'this_week' })],
    ['completed, due tomorrow', true, false, dated('2026-11-26', 'completed')],
    ['due today', false, false, dated('2026-11-25')],
    ['overdue', false, false, dated('2026-11-24')],
    ['undated, status overdue, timeframe tomorrow', false, false, task({ status: 'overdue', timeframe: 'tomorrow' })],
    ['future', false, false, dated('2026-11-30')],
  ])('%s: coming up %s with completed shown, %s with them hidden', (_name, shown, hidden, t) => {
    expect(isComingUp(t, today, true)).toBe(shown);
    expect(isComingUp(t, today, false)).toBe(hidden);
  });
});

describe('dateChipLabel', () => {
  const today = '2026-11-25';
  it.each<[string, string, ScheduledTask]>([
    ['overdue with a date', 'Nov 3', dated('2026-11-03')],
    ['overdue from last year', 'Dec 31', dated('2025-12-31')],
    ['overdue without a date', 'Past Due', task({ status: 'overdue' })],
    ['overdue without a date but with a timeframe', 'Past Due', task({ status: 'overdue', timeframe: 'tomorrow' })],
    ['due today', 'Today', dated('2026-11-25')],
    ['due tomorrow', 'Tomorrow', dated('2026-11-26')],
    ['due later this week', 'Fri, Nov 27', dated('2026-11-27')],
    ['due next month', 'Wed, Dec 2', dated('2026-12-02')],
    ['due as an ISO timestamp', 'Wed, Dec 2', dated('2026-12-02T00:00:00.000Z')],
    ['completed in the past (not overdue)', 'Tue, Nov 3', dated('2026-11-03', 'completed')],
    ['completed today', 'Today', dated('2026-11-25', 'completed')],
    ['undated, timeframe today', 'Today', task({ timeframe: 'today' })],
    ['undated, timeframe tomorrow', 'Tomorrow', task({ timeframe: 'tomorrow' })],
    ['undated, timeframe this_week', 'This Week', task({ timeframe: 'this_week' })],
    ['undated, no timeframe', 'This Week', task()],
  ])('%s → %s', (_name, expected, t) => {
    expect(dateChipLabel(t, today)).toBe(expected);
  });
});

describe('dueDay', () => {
  it.each<[string | null, string | null]>([
    ['2026-11-25', '2026-11-25'],
    ['2026-11-25T18:00:00.000Z', '2026-11-25'],
    [null, null],
    ['', null],
    ['soon', null],
  ])('%j → %j', (input, expected) => {
    expect(dueDay(input)).toBe(expected);
  });
});
