import { EMPTY_STATEMENT } from './north-star-statement';
import { EMPTY_PROGRESS, furthestReachableStep, isFoundationComplete, isWebsiteValid } from './wizard-progress';

const STATEMENT = { type_of_person: 'a', type_of_problem: 'b', product_or_service: 'c', benefit: 'd' };
const FOUNDATION = { ...EMPTY_PROGRESS, companyName: 'Acme', industry: 'Technology' as const };

describe('isFoundationComplete', () => {
  it('needs a non-blank company name and an industry', () => {
    expect(isFoundationComplete(FOUNDATION)).toBe(true);
    expect(isFoundationComplete({ ...FOUNDATION, companyName: '  ' })).toBe(false);
    expect(isFoundationComplete({ ...FOUNDATION, industry: '' })).toBe(false);
  });

  it('needs the website, when given, to be an http(s) address', () => {
    expect(isFoundationComplete({ ...FOUNDATION, website: 'not a url' })).toBe(false);
    expect(isFoundationComplete({ ...FOUNDATION, website: 'https://acme.com' })).toBe(true);
  });
});

describe('isWebsiteValid', () => {
  it.each([
    ['', true],
    ['https://acme.com', true],
    ['http://acme.com/about', true],
    ['acme.com', true],
    ['  www.acme.co.uk  ', true],
    ['not a url', false],
    ['acme', false],
    ['javascript:alert(1)', false],
    ['ftp://acme.com', false],
    ['https://', false],
  ])('%j is valid: %s', (website, valid) => {
    expect(isWebsiteValid(website)).toBe(valid);
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
