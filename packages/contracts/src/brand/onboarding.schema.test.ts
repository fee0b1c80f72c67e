import { OnboardingCompleteBody, OptionalWebsite } from './onboarding.schema';

const valid = {
  companyName: 'Acme Bakery',
  website: 'https://acme.example',
  industry: 'Food, Beverage & Hospitality',
  businessStage: 'STAGE 2 - Build',
  northStarStatement: 'We help busy parents eat well.',
  northStarData: {
    type_of_person: 'busy parents',
    type_of_problem: 'no time to cook',
    product_or_service: 'ready meals',
    benefit: 'healthy dinners',
  },
};

function withChange(path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(valid) as Record<string, any>;
  const keys = path.split('.');
  let target = copy;
  for (const k of keys.slice(0, -1)) target = target[k];
  if (value === undefined) delete target[keys[keys.length - 1]];
  else target[keys[keys.length - 1]] = value;
  return copy;
}

function firstIssuePath(body: unknown): string | null {
  const result = OnboardingCompleteBody.safeParse(body);
  return result.success ? null : result.error.issues[0].path.join('.');
}

describe('OnboardingCompleteBody', () => {
  it('accepts a complete body', () => {
    expect(OnboardingCompleteBody.safeParse(valid).success).toBe(true);
  });

  it.each<[string, string, unknown]>([
    ['a stage that is not offered (stage 4)', 'businessStage', 'STAGE 4 - Elevate'],
    ['a stage in stored form', 'businessStage', 'Stage 2 - Build'],
    ['an industry outside the list', 'industry', 'Space Mining'],
    ['an industry in another case', 'industry', 'technology'],
    ['a blank type of person', 'northStarData.type_of_person', '   '],
    ['a blank problem', 'northStarData.type_of_problem', ''],
    ['a blank product or service', 'northStarData.product_or_service', '\t \n'],
    ['a blank benefit', 'northStarData.benefit', '  '],
    ['a missing benefit', 'northStarData.benefit', undefined],
    ['a north-star field over 200 characters', 'northStarData.benefit', 'x'.repeat(201)],
    ['a website without a scheme', 'website', 'acme.example'],
    ['an ftp website', 'website', 'ftp://acme.example'],
    ['a website with a space', 'website', 'https://acme example.com'],
    ['a website without a dot', 'website', 'https://localhost'],
    ['a website over 100 characters', 'website', `https://${'a'.repeat(100)}.com`],
    ['a blank company name', 'companyName', '   '],
    ['a company name over 50 characters', 'companyName', 'c'.repeat(51)],
  ])('refuses %s, naming %s', (_what, path, value) => {
    expect(firstIssuePath(withChange(path, value))).toBe(path);
  });

  it.each([
    ['an empty website', ''],
    ['a blank website (trimmed to empty)', '   '],
    ['an http website', 'http://acme.example'],
    ['an upper-case scheme', 'HTTPS://acme.example/path?q=1'],
  ])('accepts %s', (_what, website) => {
    expect(OnboardingCompleteBody.safeParse(withChange('website', website)).success).toBe(true);
  });

  it('defaults an absent website and statement to empty strings', () => {
    const parsed = OnboardingCompleteBody.parse({ ...valid, website: undefined, northStarStatement: undefined });
    expect(parsed.website).toBe('');
    expect(parsed.northStarStatement).toBe('');
  });

  it('trims text fields', () => {
    const parsed = OnboardingCompleteBody.parse({ ...valid, companyName: '  Acme  ', northStarData: { ...valid.northStarData, benefit: '  joy ' } });
    expect(parsed.companyName).toBe('Acme');
    expect(parsed.northStarData.benefit).toBe('joy');
  });

  it('accepts each offered stage', () => {
    for (const stage of ['STAGE 1 - Launch', 'STAGE 2 - Build', 'STAGE 3 - Grow']) {
      expect(OnboardingCompleteBody.safeParse({ ...valid, businessStage: stage }).success).toBe(true);
    }
  });
});

describe('OptionalWebsite', () => {
  it('keeps the trimmed URL', () => {
    expect(OptionalWebsite.parse('  https://acme.example  ')).toBe('https://acme.example');
  });
});
