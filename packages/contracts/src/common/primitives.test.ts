import { CalendarDay, IsoDay } from './primitives';
import { CreateFromTemplateBody, UpdateStrategyBody } from '../strategies/strategy.schema';

describe('CalendarDay', () => {
  it.each(['2026-01-31', '2028-02-29', '2000-02-29', '2027-12-31'])('accepts the real day %s', (day) => {
    expect(CalendarDay.safeParse(day).success).toBe(true);
  });

  it.each(['2027-02-30', '2026-13-45', '2027-02-29', '1900-02-29', '2026-04-31', '2026-00-10', '2026-1-1', '20260101', ''])(
    'refuses %s, which matches no calendar day',
    (day) => {
      expect(CalendarDay.safeParse(day).success).toBe(false);
    },
  );
});

describe('IsoDay', () => {
  it.each([
    ['2027-03-01', '2027-03-01'],
    ['2027-03-01T00:00:00.000Z', '2027-03-01'],
    ['2027-03-01T10:00:00+02:00', '2027-03-01'],
    ['2027-03-01T10:00', '2027-03-01'],
  ])('keeps the calendar day of %s', (value, day) => {
    expect(IsoDay.parse(value)).toBe(day);
  });

  it.each(['2027-02-30', '2027-02-29T00:00:00Z', '2027-03-01Tjunk', '2027-03-01T25:00:00Z', 'tomorrow'])('refuses %s', (value) => {
    expect(IsoDay.safeParse(value).success).toBe(false);
  });
});

// Every use gets the rule from the one schema: the launch's goalDate and the strategy's deadline.
describe('date fields of the strategy calls', () => {
  it.each(['2027-02-30', '2026-13-45', '2027-02-29'])('refuse the impossible day %s, naming the field', (day) => {
    const launch = CreateFromTemplateBody.safeParse({ templateId: 't', goalDate: day });
    expect(launch.error?.issues[0].path).toEqual(['goalDate']);
    const update = UpdateStrategyBody.safeParse({ deadline: day });
    expect(update.error?.issues[0].path).toEqual(['deadline']);
    expect(UpdateStrategyBody.safeParse({ deadline: `${day}T00:00:00.000Z` }).error?.issues[0].path).toEqual(['deadline']);
  });

  it('still takes null for no deadline', () => {
    expect(UpdateStrategyBody.parse({ deadline: null })).toEqual({ deadline: null });
  });
});
