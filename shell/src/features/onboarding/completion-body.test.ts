import { OnboardingCompleteBody } from '@navia/contracts';
import { buildCompletionBody, normalizeWebsite } from './completion-body';

describe('normalizeWebsite', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['acme.com', 'https://acme.com'],
    [' www.acme.com/shop ', 'https://www.acme.com/shop'],
    ['//acme.com', 'https://acme.com'],
    ['http://acme.com', 'http://acme.com'],
    ['HTTPS://acme.com', 'HTTPS://acme.com'],
    ['ftp://acme.com', 'ftp://acme.com'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });
});

describe('buildCompletionBody', () => {
  it('sends trimmed answers the contract accepts, with an empty northStarStatement', () => {
    const body = buildCompletionBody(
      { step: 4, companyName: ' Acme ', website: 'acme.com', industry: 'Technology', businessStage: 'STAGE 1 - Launch' },
      { type_of_person: ' a parent ', type_of_problem: 'busy', product_or_service: 'kits', benefit: 'eat well ' },
    );
    expect(body).toEqual({
      companyName: 'Acme',
      website: 'https://acme.com',
      industry: 'Technology',
      businessStage: 'STAGE 1 - Launch',
      northStarStatement: '',
      northStarData: { type_of_person: 'a parent', type_of_problem: 'busy', product_or_service: 'kits', benefit: 'eat well' },
    });
    expect(OnboardingCompleteBody.safeParse(body).success).toBe(true);
  });
});
