import { OnboardingCompleteBody } from '@navia/contracts';
import { buildCompletionBody } from './completion-body';

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
