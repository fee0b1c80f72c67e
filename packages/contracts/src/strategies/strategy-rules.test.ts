import {
  addMonths,
  changeProgressPercent,
  dailyTimeFromCommitment,
  defaultGoalDate,
  keyResultTag,
  projectedTarget,
  spreadDueDate,
  strategyDurationDays,
  strategySlug,
  taskProgressPercent,
  todayIn,
} from './strategy-rules';

describe('defaultGoalDate (spec part 2 §9)', () => {
  it.each([
    ['30 days', '2026-11-21', '2026-12-21'],
    ['5 day', '2026-11-21', '2026-11-26'],
    ['2 days', '2026-12-31', '2027-01-02'],
    ['3 weeks', '2026-11-21', '2026-12-12'],
    ['1 month', '2026-01-31', '2026-02-28'],
    ['3 months', '2026-11-30', '2027-02-28'],
    ['soon', '2026-11-21', '2026-12-21'],
    [undefined, '2026-11-21', '2026-12-21'],
  ])('%s from %s is %s', (duration, today, expected) => {
    expect(defaultGoalDate(duration, today)).toBe(expected);
  });

  it('lets the template’s own goal date win', () => {
    expect(defaultGoalDate('30 days', '2026-11-21', '2027-03-01')).toBe('2027-03-01');
  });
});

it('adds calendar months across a leap year', () => {
  expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
});

it('reads today in the user’s zone, not the server’s', () => {
  const instant = new Date('2026-11-21T23:30:00Z');
  expect(todayIn('UTC', instant)).toBe('2026-11-21');
  expect(todayIn('Pacific/Auckland', instant)).toBe('2026-11-22');
  expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
  expect(todayIn('Not/AZone', instant)).toBe('2026-11-21');
});

it('takes the daily time from the second part of the commitment (spec part 2 §2.3)', () => {
  expect(dailyTimeFromCommitment('3 posts a week, 15 minutes per day')).toBe('15 minutes');
  expect(dailyTimeFromCommitment('one launch')).toBe('5 Minutes');
  expect(dailyTimeFromCommitment(undefined)).toBe('5 Minutes');
});

it('slugs a strategy name for the tasks filter (spec part 2 §2.1)', () => {
  expect(strategySlug('Instagram Posting Rhythm: 3 Posts a Week!')).toBe('instagram-posting-rhythm-3-posts-a-week');
  expect(strategySlug('  --Café & Co--  ')).toBe('caf-co');
});

it('counts a card’s duration from creation to deadline, else 7 days', () => {
  expect(strategyDurationDays('2026-11-21T10:00:00.000Z', '2026-12-21')).toBe(30);
  expect(strategyDurationDays('2026-11-21T10:00:00.000Z', null)).toBe(7);
});

describe('projected target (spec part 2 §5)', () => {
  it.each([
    ['100', '10', 110],
    ['40', '25', 50],
    ['12', '50', 18],
    ['7', '10', 8],
    ['0', '20', 0],
  ])('%s + %s %% is %s, rounded up', (current, percent, expected) => {
    expect(projectedTarget(current, percent)).toBe(expected);
  });

  it('is not shown for a blank or non-numeric value', () => {
    expect(projectedTarget('', '10')).toBeUndefined();
    expect(projectedTarget('12', 'x')).toBeUndefined();
  });
});

it('measures a change key result as the share of the gap, clamped, 0 without a positive gap', () => {
  expect(changeProgressPercent(40, 45, 50)).toBe(50);
  expect(changeProgressPercent(40, 70, 50)).toBe(100);
  expect(changeProgressPercent(40, 10, 50)).toBe(0);
  expect(changeProgressPercent(50, 60, 50)).toBe(0);
});

it('measures task progress as completed over total', () => {
  expect(taskProgressPercent(2, 7)).toBe(29);
  expect(taskProgressPercent(0, 0)).toBe(0);
});

it('reads the tag of a task key result from a tag or a JSON array', () => {
  expect(keyResultTag('pre_launch')).toBe('pre_launch');
  expect(keyResultTag('["launch_day", "x"]')).toBe('launch_day');
  expect(keyResultTag('[20% increase]')).toBe('[20% increase]');
});

describe('spreadDueDate', () => {
  it('keeps the template’s spacing when the goal matches its duration, and stretches it otherwise', () => {
    expect(spreadDueDate(0, 5, '2026-11-21', '2026-11-26')).toBe('2026-11-21');
    expect(spreadDueDate(4, 5, '2026-11-21', '2026-11-26')).toBe('2026-11-25');
    expect(spreadDueDate(4, 5, '2026-11-21', '2026-12-01')).toBe('2026-11-29');
    expect(spreadDueDate(5, 5, '2026-11-21', '2026-11-26')).toBe('2026-11-26');
  });

  it('puts everything on today when the goal is today, and never past the goal', () => {
    expect(spreadDueDate(3, 5, '2026-11-21', '2026-11-21')).toBe('2026-11-21');
    expect(spreadDueDate(9, 5, '2026-11-21', '2026-11-26')).toBe('2026-11-26');
  });
});
