import { computeDashboardStats, dayIn, streakEndingAt, type StatsTask } from './compute-dashboard-stats';

const STRATEGY_A = 'a';
const STRATEGY_B = 'b';
const open = (dueDate: string | null, extra: Partial<StatsTask> = {}): StatsTask => ({ status: 'pending', dueDate, timeframe: null, strategyId: STRATEGY_A, completedAt: null, ...extra });
const done = (at: string, strategyId = STRATEGY_A): StatsTask => ({ status: 'completed', dueDate: null, timeframe: null, strategyId, completedAt: new Date(at) });

describe('dayIn', () => {
  it.each([
    // New York's spring-forward day (2026-03-08, 02:00 EST → 03:00 EDT) and fall-back day (2026-11-01).
    ['America/New_York', '2026-03-08T04:59:00Z', '2026-03-07'],
    ['America/New_York', '2026-03-08T05:01:00Z', '2026-03-08'],
    ['America/New_York', '2026-03-09T03:59:00Z', '2026-03-08'], // 23:59 EDT
    ['America/New_York', '2026-03-09T04:01:00Z', '2026-03-09'],
    ['America/New_York', '2026-11-01T03:59:00Z', '2026-10-31'], // 23:59 EDT
    ['America/New_York', '2026-11-02T04:59:00Z', '2026-11-01'], // 23:59 EST, a 25-hour day
    ['Asia/Kolkata', '2026-11-24T18:29:00Z', '2026-11-24'],
    ['Asia/Kolkata', '2026-11-24T18:31:00Z', '2026-11-25'],
    ['Pacific/Kiritimati', '2026-11-24T10:01:00Z', '2026-11-25'],
  ])('%s: %s is %s', (zone, instant, day) => {
    expect(dayIn(zone).day(new Date(instant))).toBe(day);
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    const zone = dayIn('Mars/Olympus_Mons');
    expect(zone.zone).toBe('UTC');
    expect(zone.day(new Date('2026-11-24T23:59:00Z'))).toBe('2026-11-24');
  });
});

describe('streakEndingAt', () => {
  it.each([
    [[], 0],
    [['2026-11-25'], 1],
    [['2026-11-24'], 1], // yesterday only: today is not over yet
    [['2026-11-25', '2026-11-24', '2026-11-23'], 3],
    [['2026-11-24', '2026-11-23', '2026-11-21'], 2],
    [['2026-11-23'], 0],
    [['2026-11-25', '2026-11-23'], 1],
    // Across a month end.
    [['2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16', '2026-11-15', '2026-11-14', '2026-11-13', '2026-11-12', '2026-11-11', '2026-11-10', '2026-11-09', '2026-11-08', '2026-11-07', '2026-11-06', '2026-11-05', '2026-11-04', '2026-11-03', '2026-11-02', '2026-11-01', '2026-10-31'], 26],
  ])('days %j → %i', (days, streak) => {
    expect(streakEndingAt(new Set(days), '2026-11-25')).toBe(streak);
  });
});

describe('computeDashboardStats', () => {
  // Wednesday 2026-11-25 in New York; the week runs Sunday Nov 22 to Saturday Nov 28.
  const today = '2026-11-25';
  const ny = dayIn('America/New_York');

  it('buckets open tasks as the tasks page does and counts completions by their New York day', () => {
    const stats = computeDashboardStats(
      [
        open('2026-11-25'),
        open(null, { timeframe: 'today' }),
        open('2026-11-24'),
        open(null, { status: 'overdue' }),
        open('2026-11-26'),
        open('2026-12-10', { strategyId: STRATEGY_B }),
        open(null, { status: 'processing', timeframe: 'this_week' }),
        done('2026-11-25T05:30:00Z'), // 00:30 on the 25th
        done('2026-11-25T04:30:00Z'), // 23:30 on the 24th
        done('2026-11-22T05:10:00Z'), // 00:10 Sunday: first day of the week
        done('2026-11-22T04:50:00Z', 'c'), // 23:50 Saturday: last week
      ],
      today,
      ny,
    );
    expect(stats).toEqual({
      asOf: today,
      timeZone: 'America/New_York',
      weekStart: '2026-11-22',
      weekEnd: '2026-11-28',
      today: 2,
      overdue: 2,
      open: 7,
      completedToday: 1,
      completedThisWeek: 3,
      activeStrategies: 2, // 'c' has nothing open
      streak: 2,
    });
  });

  it('on a Saturday the week ends today, on a Sunday it starts today', () => {
    expect(computeDashboardStats([], '2026-11-28', ny)).toMatchObject({ weekStart: '2026-11-22', weekEnd: '2026-11-28' });
    expect(computeDashboardStats([], '2026-11-29', ny)).toMatchObject({ weekStart: '2026-11-29', weekEnd: '2026-12-05' });
  });

  it('ignores a completed task without any completion time', () => {
    const stats = computeDashboardStats([{ ...done('2026-11-25T12:00:00Z'), completedAt: null }], today, ny);
    expect(stats).toMatchObject({ completedToday: 0, completedThisWeek: 0, streak: 0, open: 0 });
  });
});
