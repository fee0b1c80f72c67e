import { INVALID_DATE, NO_DATE, daysBetween, newsDateLabel, newsDay, shortDate } from './news-dates';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const AUCKLAND = 'Pacific/Auckland';

describe('newsDateLabel', () => {
  it.each<[date: string | null | undefined, today: string, zone: string | undefined, label: string]>([
    // Missing and unreadable
    [null, '2026-11-25', LA, NO_DATE],
    [undefined, '2026-11-25', LA, NO_DATE],
    ['', '2026-11-25', LA, NO_DATE],
    ['   ', '2026-11-25', LA, NO_DATE],
    ['soon', '2026-11-25', LA, INVALID_DATE],
    ['2026-02-30', '2026-11-25', LA, INVALID_DATE],
    ['2026-13-01', '2026-11-25', LA, INVALID_DATE],
    ['2026-11-25T25:00:00Z', '2026-11-25', LA, INVALID_DATE],
    // Calendar days: the same for everyone
    ['2026-11-25', '2026-11-25', LA, 'Today'],
    ['2026-11-24', '2026-11-25', LA, 'Yesterday'],
    ['2026-11-23', '2026-11-25', LA, '2 days ago'],
    ['2026-11-18', '2026-11-25', LA, '7 days ago'],
    ['2026-11-17', '2026-11-25', LA, 'Nov 17, 2026'],
    ['2025-12-31', '2026-11-25', LA, 'Dec 31, 2025'],
    [' 2026-11-25 ', '2026-11-25', AUCKLAND, 'Today'],
    // Ahead of today: a short date, never 'in n days'
    ['2026-11-26', '2026-11-25', LA, 'Nov 26, 2026'],
    // Across a month and a year end
    ['2026-11-30', '2026-12-01', LA, 'Yesterday'],
    ['2026-12-31', '2027-01-02', LA, '2 days ago'],
    ['2026-02-28', '2026-03-01', LA, 'Yesterday'],
    // Date-times fall on the user's day: 07:30 UTC on the 25th is 23:30 on the 24th in Los Angeles, 20:30 in Auckland
    ['2026-11-25T07:30:00Z', '2026-11-25', LA, 'Yesterday'],
    ['2026-11-25T07:30:00Z', '2026-11-26', AUCKLAND, 'Yesterday'],
    ['2026-11-25T12:00:00Z', '2026-11-26', AUCKLAND, 'Today'],
    ['2026-11-24T15:30:00.000+00:00', '2026-11-25', LA, 'Yesterday'],
    // Daylight-saving days in New York (Mar 8 is 23 hours long, Nov 1 is 25)
    ['2026-03-08T04:30:00Z', '2026-03-09', NY, '2 days ago'], // 23:30 EST on Mar 7
    ['2026-03-08T05:30:00Z', '2026-03-09', NY, 'Yesterday'], // 00:30 EST on Mar 8
    ['2026-03-09T03:30:00Z', '2026-03-09', NY, 'Yesterday'], // 23:30 EDT on Mar 8
    ['2026-11-02T04:30:00Z', '2026-11-02', NY, 'Yesterday'], // 23:30 EST on Nov 1
    ['2026-11-01', '2026-11-08', NY, '7 days ago'],
    ['2026-03-01', '2026-03-09', NY, 'Mar 1, 2026'],
    // No zone: UTC
    ['2026-11-25T23:30:00Z', '2026-11-25', undefined, 'Today'],
  ])('%s on %s in %s → %s', (date, today, zone, label) => {
    expect(newsDateLabel(date, today, zone)).toBe(label);
  });
});

describe('the parts', () => {
  it('newsDay keeps a plain day and places a date-time in the zone', () => {
    expect(newsDay('2026-11-25', AUCKLAND)).toBe('2026-11-25');
    expect(newsDay('2026-11-25T11:30:00Z', AUCKLAND)).toBe('2026-11-26');
    expect(newsDay('not a date', AUCKLAND)).toBeNull();
  });

  it('daysBetween counts calendar days, daylight saving or not', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-11-26', '2026-11-25')).toBe(-1);
  });

  it('shortDate is English month, day and year', () => {
    expect(shortDate('2026-01-05')).toBe('Jan 5, 2026');
  });
});
