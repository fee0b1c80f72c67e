import { countNoun, nounFor } from './count-noun';

describe('countNoun', () => {
  it.each([
    [0, 'offer', undefined, '0 offers'],
    [1, 'offer', undefined, '1 offer'],
    [2, 'persona', undefined, '2 personas'],
    [1, 'strategy', 'strategies', '1 strategy'],
    [3, 'strategy', 'strategies', '3 strategies'],
    [5000, 'file', undefined, '5,000 files'],
  ])('%d %s → %s', (count, one, many, expected) => {
    expect(countNoun(count, one, many)).toBe(expected);
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
