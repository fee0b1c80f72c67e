import { EMPTY_STATEMENT } from './north-star-statement';
import { EMPTY_PROGRESS, furthestReachableStep, isFoundationComplete } from './wizard-progress';

const STATEMENT = { type_of_person: 'a', type_of_problem: 'b', product_or_service: 'c', benefit: 'd' };
const FOUNDATION = { ...EMPTY_PROGRESS, companyName: 'Acme', industry: 'Technology' as const };

describe('isFoundationComplete', () => {
  it('needs a non-blank company name and an industry', () => {
    expect(isFoundationComplete(FOUNDATION)).toBe(true);
    expect(isFoundationComplete({ ...FOUNDATION, companyName: '  ' })).toBe(false);
    expect(isFoundationComplete({ ...FOUNDATION, industry: '' })).toBe(false);
  });
});

describe('furthestReachableStep', () => {
  it('stops at the first gate the answers do not pass', () => {
    expect(furthestReachableStep(EMPTY_PROGRESS, STATEMENT)).toBe(1);
    expect(furthestReachableStep(FOUNDATION, STATEMENT)).toBe(2);
    expect(furthestReachableStep({ ...FOUNDATION, businessStage: 'STAGE 1 - Launch' }, EMPTY_STATEMENT)).toBe(3);
    expect(furthestReachableStep({ ...FOUNDATION, businessStage: 'STAGE 1 - Launch' }, STATEMENT)).toBe(4);
  });
});
