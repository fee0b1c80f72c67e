import { BrandData, BrandDataPatch, SaveBrandDataBody, splitTraits } from './brand-data.schema';
import { Offering, PRICE_PATTERN } from './offering.schema';
import { Persona } from './persona.schema';

function firstIssue(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : { path: result.error!.issues[0].path.join('.'), message: result.error!.issues[0].message };
}

describe('BrandDataPatch', () => {
  it('leaves absent top-level fields absent (a partial save must not blank them)', () => {
    expect(BrandDataPatch.parse({})).toEqual({});
    expect(BrandDataPatch.parse({ companyStory: 'x' })).toEqual({ companyStory: 'x' });
  });

  it('fills the inside of a present nested object', () => {
    expect(BrandDataPatch.parse({ realContent: { socialMedia: 'hi' }, socialPlatforms: { facebook: { url: 'facebook.com/f' } } })).toEqual({
      realContent: { socialMedia: 'hi', websiteCopy: '', emailIntros: '', blogPosts: '' },
      socialPlatforms: {
        facebook: { selected: false, url: 'facebook.com/f' },
        instagram: { selected: false, url: '' },
        tiktok: { selected: false, url: '' },
        pinterest: { selected: false, url: '' },
        twitter: { selected: false, url: '' },
        substack: { selected: false, url: '' },
        youtube: { selected: false, url: '' },
        linkedin: { selected: false, profileUrl: '', companyUrl: '' },
      },
    });
  });

  it.each<[string, unknown, string]>([
    ['companyStory', { companyStory: 'x'.repeat(1501) }, 'companyStory must be at most 1500 characters'],
    ['companyMission', { companyMission: 'x'.repeat(801) }, 'companyMission must be at most 800 characters'],
    ['socialPlatforms.linkedin.companyUrl', { socialPlatforms: { linkedin: { companyUrl: 'x'.repeat(101) } } }, 'socialPlatforms.linkedin.companyUrl must be at most 100 characters'],
    ['toneOfVoice.traits', { toneOfVoice: { traits: 'x'.repeat(101) } }, 'toneOfVoice must be at most 100 characters'],
    ['offerings.0.story', { offerings: [{ story: 'x'.repeat(501) }] }, 'offerings.story must be at most 500 characters'],
    ['personas.users.0.age', { personas: { users: [{ age: '12345678901' }] } }, 'personas.users.age must be at most 10 characters'],
  ])('names the field and the limit: %s', (path, value, message) => {
    expect(firstIssue(BrandDataPatch, value)).toEqual({ path, message });
  });

  it('answers a wrong trait type with a clear message', () => {
    expect(firstIssue(BrandDataPatch, { languageStyle: { traits: 5 } })?.message).toBe('languageStyle.traits must be a list of traits or comma-separated text');
  });
});

describe('splitTraits', () => {
  it.each<[string | string[], string[]]>([
    ['Warm, witty', ['Warm', 'witty']],
    [' a ,, b ,', ['a', 'b']],
    ['', []],
    [[' x ', '', 'y'], ['x', 'y']],
  ])('%j → %j', (input, expected) => {
    expect(splitTraits(input)).toEqual(expected);
  });
});

describe('Offering', () => {
  it('defaults every text to blank and the currency to USD', () => {
    expect(Offering.parse({})).toEqual({ name: '', description: '', price: '', currency: 'USD', offerUrl: '', keyValue: '', story: '' });
    expect(Offering.parse({ currency: '' }).currency).toBe('USD');
  });

  it.each(['0', '19', '19.99', '0.001'])('price pattern accepts %j', (p) => expect(PRICE_PATTERN.test(p)).toBe(true));
  it.each(['$1', '1,5', '-1', '1.', '.1', '1e2', ' 1'])('price pattern refuses %j', (p) => expect(PRICE_PATTERN.test(p)).toBe(false));

  it('trims the price before checking it', () => {
    expect(Offering.parse({ price: ' 19.99 ' }).price).toBe('19.99');
  });
});

describe('Persona', () => {
  it('drops unknown fields, the legacy whereTheySpendTime among them', () => {
    expect(Persona.parse({ name: 'Ann', whereTheySpendTime: 'Cafés' })).not.toHaveProperty('whereTheySpendTime');
  });

  it('accepts blank choices and refuses unknown ones', () => {
    expect(Persona.safeParse({ gender: '', incomeLevel: '' }).success).toBe(true);
    expect(firstIssue(Persona, { incomeLevel: 'rich' })?.path).toBe('incomeLevel');
  });
});

describe('SaveBrandDataBody', () => {
  const brandId = '4f7d3c1e-2a5b-4c8d-9e0f-1a2b3c4d5e6f';

  it('takes our wrapped form with an optional brand id', () => {
    expect(SaveBrandDataBody.parse({ brandData: {} })).toEqual({ brandData: {} });
    expect(SaveBrandDataBody.parse({ brandId, brandData: { companyName: ' Bean ' } })).toEqual({ brandId, brandData: { companyName: 'Bean' } });
    expect(firstIssue(SaveBrandDataBody, { brandId: 'x', brandData: {} })?.path).toBe('brandId');
  });

  // spec part 2 §7: "full brand data object: companyName, website, industry, … at the top level".
  it("takes the spec's form, the record at the top level, answered as the wrapped one", () => {
    expect(SaveBrandDataBody.parse({ companyName: 'Bean', website: 'https://bean.example', companyStory: 'Since 2019' })).toEqual({
      brandData: { companyName: 'Bean', website: 'https://bean.example', companyStory: 'Since 2019' },
    });
    expect(SaveBrandDataBody.parse({ brandId, companyName: 'Bean' })).toEqual({ brandId, brandData: { companyName: 'Bean' } });
  });

  it('names a field as it was sent', () => {
    expect(firstIssue(SaveBrandDataBody, { companyName: 'x'.repeat(51) })?.path).toBe('companyName');
    expect(firstIssue(SaveBrandDataBody, { brandData: { companyName: 'x'.repeat(51) } })?.path).toBe('brandData.companyName');
    expect(firstIssue(SaveBrandDataBody, { offerings: [{ price: '$5' }] })?.path).toBe('offerings.0.price');
  });

  it('refuses a body mixing both forms, naming the conflict', () => {
    const issue = firstIssue(SaveBrandDataBody, { brandData: { companyName: 'Bean' }, website: 'https://bean.example' });
    expect(issue?.path).toBe('website');
    expect(issue?.message).toBe('Send the brand record either at the top level or under brandData, not both: website is beside brandData');
  });

  it.each([
    [{ companyName: 'Bean', colour: 'teal' }, 'colour'],
    [{ brandData: { companyName: 'Bean', colour: 'teal' } }, 'brandData.colour'],
    [{ brandData: {}, colour: 'teal' }, 'colour'],
    [JSON.parse('{"__proto__": {"isAdmin": true}}'), '__proto__'],
    [{ constructor: 'x' }, 'constructor'],
  ])('refuses a key no brand record has rather than dropping it: %j', (body, path) => {
    const issue = firstIssue(SaveBrandDataBody, body);
    expect(issue?.path).toBe(path);
    expect(issue?.message).toMatch(/is not a field of the brand record$/);
  });

  it('takes back every field GET answers (a client may save the whole record it read)', () => {
    const record = { northStarStatement: 'We help commuters', northStarData: { benefit: 'calm mornings' }, companyName: 'Bean' };
    expect(SaveBrandDataBody.parse(record)).toEqual({ brandData: record });
  });

  it('refuses a body that is not an object', () => {
    expect(firstIssue(SaveBrandDataBody, [])?.path).toBe('');
    expect(firstIssue(SaveBrandDataBody, 'x')?.path).toBe('');
  });
});

describe('BrandData (the answer)', () => {
  it('tolerates extra fields and values beyond the input limits (old records still parse)', () => {
    const record = {
      companyName: 'A', website: '', industry: 'Old industry', businessStage: 'STAGE 9 - ?', companyStory: 'x'.repeat(5000), companyMission: '', companyVision: '',
      socialPlatforms: {
        facebook: { selected: false, url: '' }, instagram: { selected: false, url: '' }, tiktok: { selected: false, url: '' }, pinterest: { selected: false, url: '' },
        twitter: { selected: false, url: '' }, substack: { selected: false, url: '' }, youtube: { selected: false, url: '' },
        linkedin: { selected: false, profileUrl: '', companyUrl: '' },
      },
      brandPersonality: { traits: [] }, toneOfVoice: { traits: [] }, languageStyle: { traits: [] },
      emojiPreferences: { style: 'none', customEmojis: '' },
      realContent: { socialMedia: '', websiteCopy: '', emailIntros: '', blogPosts: '' },
      personas: { users: [] }, offerings: [], northStarStatement: '', northStarData: {},
      someFutureField: true,
    };
    expect(BrandData.parse(record)).toMatchObject({ someFutureField: true, industry: 'Old industry' });
  });
});
