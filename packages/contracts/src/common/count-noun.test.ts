import { countNoun, nounFor } from './count-noun';

describe('countNoun', () => {
  it.each([
    [0, 'offer', undefined, '0 offers'],
    [1, 'offer', undefined, '1 offer'],
    [2, 'persona', undefined, '2 personas'],
    [1, 'strategy', 'strategies', '1 strategy'],
    [3, 'strategy', 'strategies', '3 strategies'],
    [5000, 'file', undefined, '5,000 files'],
    [999, 'file', undefined, '999 files'],
    [1234567, 'task', undefined, '1,234,567 tasks'],
    [-4200, 'day', undefined, '-4,200 days'],
    [1234.5, 'hour', undefined, '1,234.5 hours'],
  ])('%d %s → %s', (count, one, many, expected) => {
    expect(countNoun(count, one, many)).toBe(expected);
  });

  it('groups a whole number without an ICU number formatter (its first use costs a phone 290 ms, issue 16)', () => {
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    const format = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(countNoun(1000, 'file')).toBe('1,000 files');
      expect(countNoun(12, 'task')).toBe('12 tasks');
      expect(toLocaleString).not.toHaveBeenCalled();
      expect(format).not.toHaveBeenCalled();
    } finally {
      toLocaleString.mockRestore();
      format.mockRestore();
    }
  });
});

describe('nounFor', () => {
  it('is singular for exactly one only', () => {
    expect(nounFor(1, 'persona')).toBe('persona');
    expect(nounFor(0, 'persona')).toBe('personas');
    expect(nounFor(-1, 'persona')).toBe('personas');
    expect(nounFor(2, 'strategy', 'strategies')).toBe('strategies');
  });
});
