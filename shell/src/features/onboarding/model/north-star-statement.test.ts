import { EMPTY_STATEMENT, isStatementComplete, pickExample, trimStatement } from './north-star-statement';

const A = { type_of_person: 'a', type_of_problem: 'b', product_or_service: 'c', benefit: 'd' };
const B = { type_of_person: 'e', type_of_problem: 'f', product_or_service: 'g', benefit: 'h' };
const C = { type_of_person: 'i', type_of_problem: 'j', product_or_service: 'k', benefit: 'l' };

describe('isStatementComplete', () => {
  it('needs every part non-blank after trimming', () => {
    expect(isStatementComplete(A)).toBe(true);
    expect(isStatementComplete(EMPTY_STATEMENT)).toBe(false);
    expect(isStatementComplete({ ...A, benefit: ' \t ' })).toBe(false);
  });
});

describe('trimStatement', () => {
  it('trims each part', () => {
    expect(trimStatement({ type_of_person: ' a ', type_of_problem: 'b ', product_or_service: ' c', benefit: 'd' })).toEqual(A);
  });
});

describe('pickExample', () => {
  it('picks at random among the examples other than the one shown', () => {
    expect(pickExample([A, B, C], { ...A }, () => 0)).toBe(B);
    expect(pickExample([A, B, C], { ...A }, () => 0.99)).toBe(C);
    expect(pickExample([A, B, C], EMPTY_STATEMENT, () => 0)).toBe(A);
  });

  it('repeats the only example, and answers null when there is none', () => {
    expect(pickExample([A], { ...A }, () => 0)).toBe(A);
    expect(pickExample([], EMPTY_STATEMENT)).toBeNull();
  });
});
