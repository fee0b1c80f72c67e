import type { Knex } from 'knex';
import { BrandDataResponse, type PlanKey } from '@navia/contracts';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from '@navia/gateway/test/support/test-system';

let sys: TestSystem;
let db: Knex;

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand'] });
  db = sys.db();
});
afterAll(() => sys.stop());

const onboarding = {
  companyName: 'Bean There Café',
  website: 'https://bean.example',
  industry: 'Food, Beverage & Hospitality',
  businessStage: 'STAGE 2 - Build',
  northStarStatement: 'We help commuters start calm.',
  northStarData: { type_of_person: 'busy commuters', type_of_problem: 'short on time', product_or_service: 'pre-ordered coffee', benefit: 'a calm start' },
};

interface BrandUser {
  client: TestClient;
  userId: string;
  brandId: string;
}

/** A signed-up user with an onboarded default brand, on `plan`. */
async function brandUser(tag: string, plan: PlanKey = 'enterprise'): Promise<BrandUser> {
  const client = new TestClient(sys.url);
  const { user } = await client.signUp(uniqueEmail(tag));
  if (plan !== 'free') {
    const switched = await client.call('POST', '/api/billing/test-mode/plan', { plan });
    expect(switched.status).toBe(200);
    client.token = switched.body.accessToken;
  }
  const done = await client.call('POST', '/api/onboarding/complete', onboarding);
  expect(done.status).toBe(200);
  return { client, userId: user.id as string, brandId: done.body.brandId as string };
}

const storedRow = (brandId: string) => db.withSchema('brand').table('brands').where({ id: brandId }).first();
const save = (u: BrandUser, brandData: Record<string, unknown>, brandId?: string) =>
  u.client.call('POST', '/api/brand-data', { ...(brandId ? { brandId } : {}), brandData });
const load = async (u: BrandUser) => (await u.client.call('GET', '/api/brand-data')).body.brandData;

const offering = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `17000000000${n}`,
  name: `Offer ${n}`,
  description: 'A useful thing',
  price: '19.99',
  currency: 'EUR',
  offerUrl: 'https://bean.example/offer',
  keyValue: 'Saves time',
  story: 'Made with care',
  ...extra,
});
const persona = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `persona-${n}`,
  name: `Persona ${n}`,
  age: '25-34',
  gender: 'female',
  location: 'Lisbon',
  educationLevel: 'bachelors',
  industry: 'Technology',
  occupation: 'Designer',
  incomeLevel: '50k-75k',
  relationshipStatus: 'married',
  childrenStatus: 'toddlers',
  mainFrustration: 'No time',
  mainNeed: 'Quick coffee',
  obstacles: 'Queues',
  triedBefore: 'Instant coffee',
  offlineTime: 'Gym',
  onlineTime: 'Instagram',
  ...extra,
});
const offerings = (count: number) => Array.from({ length: count }, (_, i) => offering(i + 1));
const personas = (count: number) => ({ users: Array.from({ length: count }, (_, i) => persona(i + 1)) });

const fullRecord = {
  companyName: 'Bean There Coffee',
  website: 'https://beanthere.example',
  industry: 'Food, Beverage & Hospitality',
  businessStage: 'STAGE 3 - Grow',
  companyStory: 'Started in a garage.',
  companyMission: 'Calm mornings.',
  companyVision: 'Every commuter.',
  socialPlatforms: {
    facebook: { selected: true, url: 'https://facebook.com/bean' },
    instagram: { selected: true, url: 'https://instagram.com/bean' },
    tiktok: { selected: false, url: '' },
    pinterest: { selected: false, url: '' },
    twitter: { selected: true, url: 'https://x.com/bean' },
    substack: { selected: false, url: '' },
    youtube: { selected: false, url: '' },
    linkedin: { selected: true, profileUrl: 'https://linkedin.com/in/bean', companyUrl: 'https://linkedin.com/company/bean' },
  },
  brandPersonality: { traits: ['Warm', 'Witty'] },
  toneOfVoice: { traits: ['Friendly'] },
  languageStyle: { traits: ['Plain', 'Short sentences'] },
  emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕🚲' },
  realContent: { socialMedia: 'Morning!', websiteCopy: 'Coffee, ready.', emailIntros: 'Hi there,', blogPosts: 'Why we roast light.' },
  personas: personas(2),
  offerings: offerings(2),
};

describe('GET /api/brand-data', () => {
  it('answers every field of the record, blank where never set, in the contract shape', async () => {
    const u = await brandUser('fresh');
    const res = await u.client.call('GET', '/api/brand-data');
    expect(res.status).toBe(200);
    expect(BrandDataResponse.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      id: u.brandId,
      brandData: {
        companyName: 'Bean There Café',
        website: 'https://bean.example',
        industry: 'Food, Beverage & Hospitality',
        businessStage: 'STAGE 2 - Build',
        companyStory: '',
        companyMission: '',
        companyVision: '',
        socialPlatforms: {
          facebook: { selected: false, url: '' },
          instagram: { selected: false, url: '' },
          tiktok: { selected: false, url: '' },
          pinterest: { selected: false, url: '' },
          twitter: { selected: false, url: '' },
          substack: { selected: false, url: '' },
          youtube: { selected: false, url: '' },
          linkedin: { selected: false, profileUrl: '', companyUrl: '' },
        },
        brandPersonality: { traits: [] },
        toneOfVoice: { traits: [] },
        languageStyle: { traits: [] },
        emojiPreferences: { style: '', customEmojis: '' },
        realContent: { socialMedia: '', websiteCopy: '', emailIntros: '', blogPosts: '' },
        personas: { users: [] },
        offerings: [],
        northStarStatement: onboarding.northStarStatement,
        northStarData: onboarding.northStarData,
      },
    });
  });
});

describe('POST /api/brand-data', () => {
  it('saves the full record and answers it exactly as GET does; the company name column follows', async () => {
    const u = await brandUser('full');
    const res = await save(u, fullRecord);
    expect(res.status).toBe(200);
    expect(BrandDataResponse.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({ id: u.brandId, brandData: { ...fullRecord, northStarStatement: onboarding.northStarStatement, northStarData: onboarding.northStarData } });
    expect((await u.client.call('GET', '/api/brand-data')).body).toEqual(res.body);
    expect((await u.client.call('GET', `/api/brand-data/${u.brandId}`)).body).toEqual(res.body);

    const row = await storedRow(u.brandId);
    expect(row.company_name).toBe('Bean There Coffee');
    expect(row.data.companyName).toBeUndefined();
    expect((await u.client.call('GET', '/api/user-brands')).body.brands[0].companyName).toBe('Bean There Coffee');
  });

  it('keeps what a partial save leaves out, and replaces what it sends', async () => {
    const u = await brandUser('partial');
    expect((await save(u, fullRecord)).status).toBe(200);
    const res = await save(u, { companyStory: 'A new story.', realContent: { socialMedia: 'Only this.' } });
    expect(res.status).toBe(200);
    expect(res.body.brandData).toMatchObject({
      companyName: 'Bean There Coffee',
      companyStory: 'A new story.',
      companyMission: 'Calm mornings.',
      offerings: fullRecord.offerings,
      personas: fullRecord.personas,
      brandPersonality: { traits: ['Warm', 'Witty'] },
      // A present nested object is a whole value: its absent texts become blank.
      realContent: { socialMedia: 'Only this.', websiteCopy: '', emailIntros: '', blogPosts: '' },
    });
    // The onboarding answers no brand-profile screen edits are kept too.
    expect(res.body.brandData.northStarData).toEqual(onboarding.northStarData);
  });

  it('accepts an empty brandData as a no-op', async () => {
    const u = await brandUser('noop');
    const before = await load(u);
    const res = await save(u, {});
    expect(res.status).toBe(200);
    expect(res.body.brandData).toEqual(before);
  });

  // Nothing is dropped without a word (issue 14): a field no brand record has is named, and nothing is written.
  // spec part 2 §7: "full brand data object: companyName, website, … at the top level".
  describe("the spec's form (the record at the top level)", () => {
    it('saves it like the wrapped form, for the default brand or the one named by brandId', async () => {
      const u = await brandUser('toplevel');
      const res = await u.client.call('POST', '/api/brand-data', { companyStory: 'From the top', offerings: offerings(1) });
      expect(res.status).toBe(200);
      expect(res.body.brandData).toMatchObject({ companyStory: 'From the top', offerings: [expect.objectContaining({ name: 'Offer 1' })] });
      const named = await u.client.call('POST', '/api/brand-data', { brandId: u.brandId, companyMission: 'Calm mornings' });
      expect(named.body.brandData).toMatchObject({ companyStory: 'From the top', companyMission: 'Calm mornings' });
    });

    it('names a refused field as sent, and writes nothing', async () => {
      const u = await brandUser('toplevel-refused');
      const before = (await storedRow(u.brandId)).data;
      const res = await u.client.call('POST', '/api/brand-data', { companyStory: 'kept?', companyMission: 'm'.repeat(801) });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('companyMission');
      expect((await storedRow(u.brandId)).data).toEqual(before);
    });

    it('refuses a body mixing both forms, naming the conflict, and writes nothing', async () => {
      const u = await brandUser('mixed');
      const before = (await storedRow(u.brandId)).data;
      const res = await u.client.call('POST', '/api/brand-data', { brandData: { companyStory: 'wrapped' }, companyMission: 'top' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_error', field: 'companyMission' });
      expect(res.body.message).toMatch(/either at the top level or under brandData, not both/);
      expect((await storedRow(u.brandId)).data).toEqual(before);
    });
  });

  // issue 14 item 6: the screens turn these into links.
  it.each([
    [{ website: 'javascript:alert(1)' }, 'brandData.website'],
    [{ socialPlatforms: { instagram: { selected: true, url: 'javascript:alert(1)' } } }, 'brandData.socialPlatforms.instagram.url'],
    [{ offerings: [offering(1, { offerUrl: 'data:text/html,x' })] }, 'brandData.offerings.0.offerUrl'],
  ])('refuses an address that is not http(s): %j', async (brandData, field) => {
    const u = await brandUser('js-url');
    const res = await save(u, brandData);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('refuses a field it does not know, naming it, and writes nothing', async () => {
    const u = await brandUser('unknown');
    const before = (await storedRow(u.brandId)).data;
    const res = await save(u, { companyStory: 'kept?', somethingElse: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', field: 'brandData.somethingElse', message: 'brandData.somethingElse: somethingElse is not a field of the brand record' });
    expect((await storedRow(u.brandId)).data).toEqual(before);
  });

  it('does not lose either of two saves of different fields sent at once', async () => {
    const u = await brandUser('race');
    const results = await Promise.all([
      save(u, { companyStory: 'story' }),
      save(u, { companyMission: 'mission' }),
      save(u, { companyVision: 'vision' }),
      save(u, { offerings: offerings(1) }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await load(u)).toMatchObject({ companyStory: 'story', companyMission: 'mission', companyVision: 'vision', offerings: offerings(1) });
  });

  describe('business stage', () => {
    it('stores the lower-case Stage form and answers the screen STAGE form', async () => {
      const u = await brandUser('stage');
      const res = await save(u, { businessStage: 'STAGE 3 - Grow' });
      expect(res.body.brandData.businessStage).toBe('STAGE 3 - Grow');
      expect((await storedRow(u.brandId)).data.businessStage).toBe('Stage 3 - Grow');

      // Sent in stored form, still stored and shown right.
      await save(u, { businessStage: 'Stage 1 - Launch' });
      expect((await storedRow(u.brandId)).data.businessStage).toBe('Stage 1 - Launch');
      expect((await load(u)).businessStage).toBe('STAGE 1 - Launch');
    });

    it('keeps a stage outside the offered three (shown as an extra choice) and converts it too', async () => {
      const u = await brandUser('stage5');
      await db.withSchema('brand').table('brands').where({ id: u.brandId }).update({ data: db.raw(`data || '{"businessStage":"Stage 5 - Scale"}'::jsonb`) });
      expect((await load(u)).businessStage).toBe('STAGE 5 - Scale');
      expect((await save(u, { businessStage: 'STAGE 4 - Elevate' })).status).toBe(200);
      expect((await storedRow(u.brandId)).data.businessStage).toBe('Stage 4 - Elevate');
    });
  });

  describe('legacy persona field whereTheySpendTime', () => {
    it('is dropped on load', async () => {
      const u = await brandUser('legacy');
      const legacy = { ...persona(1), whereTheySpendTime: 'Cafés' };
      await db.withSchema('brand').table('brands').where({ id: u.brandId }).update({ data: JSON.stringify({ ...(await storedRow(u.brandId)).data, personas: { users: [legacy] } }) });
      const users = (await load(u)).personas.users;
      expect(users).toEqual([persona(1)]);
      expect(users[0]).not.toHaveProperty('whereTheySpendTime');

      // Any later write leaves it out of storage, even one that does not touch personas.
      await save(u, { companyStory: 'x' });
      expect((await storedRow(u.brandId)).data.personas.users[0]).not.toHaveProperty('whereTheySpendTime');
    });

    it('is never stored from a save', async () => {
      const u = await brandUser('legacysave');
      const res = await save(u, { personas: { users: [{ ...persona(1), whereTheySpendTime: 'Cafés' }] } });
      expect(res.status).toBe(200);
      expect(res.body.brandData.personas.users[0]).not.toHaveProperty('whereTheySpendTime');
      expect((await storedRow(u.brandId)).data.personas.users[0]).not.toHaveProperty('whereTheySpendTime');
    });
  });

  describe('ids', () => {
    it('gives an offering without an id and a persona with a temporary id a lasting id, and keeps the others', async () => {
      const u = await brandUser('ids');
      const res = await save(u, {
        offerings: [offering(1), { ...offering(2), id: undefined }, { ...offering(3), id: '' }],
        personas: { users: [persona(1), { ...persona(2), id: 'temp-1700000000000' }, { ...persona(3), id: undefined }] },
      });
      expect(res.status).toBe(200);
      const { offerings: offers, personas: people } = res.body.brandData;
      expect(offers[0].id).toBe(offering(1).id);
      expect(offers[1].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(offers[2].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(people.users[0].id).toBe('persona-1');
      expect(people.users[1].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(people.users[2].id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses two offerings with one id', async () => {
      const u = await brandUser('dupid');
      const res = await save(u, { offerings: [offering(1), offering(1)] });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('brandData.offerings.1.id');
    });
  });

  describe('character limits (spec part 2 §5)', () => {
    // URL fields must hold a web address (issue 14 item 6), so their texts are addresses of the length under test.
    const url = (n: number) => `https://bean.example/${'u'.repeat(n - 'https://bean.example/'.length)}`;
    // [path inside brandData, limit, body for a text of length n]
    const cases: [string, number, (n: number) => Record<string, unknown>][] = [
      ['companyName', 50, (n) => ({ companyName: 'c'.repeat(n) })],
      ['website', 100, (n) => ({ website: url(n) })],
      ['businessStage', 50, (n) => ({ businessStage: 's'.repeat(n) })],
      ['companyStory', 1500, (n) => ({ companyStory: 's'.repeat(n) })],
      ['companyMission', 800, (n) => ({ companyMission: 'm'.repeat(n) })],
      ['companyVision', 800, (n) => ({ companyVision: 'v'.repeat(n) })],
      ...(['facebook', 'instagram', 'tiktok', 'pinterest', 'twitter', 'substack', 'youtube'] as const).map(
        (p) => [`socialPlatforms.${p}.url`, 100, (n: number) => ({ socialPlatforms: { [p]: { selected: true, url: url(n) } } })] as [string, number, (n: number) => Record<string, unknown>],
      ),
      ['socialPlatforms.linkedin.profileUrl', 100, (n) => ({ socialPlatforms: { linkedin: { selected: true, profileUrl: url(n) } } })],
      ['socialPlatforms.linkedin.companyUrl', 100, (n) => ({ socialPlatforms: { linkedin: { selected: true, companyUrl: url(n) } } })],
      ['brandPersonality.traits', 100, (n) => ({ brandPersonality: { traits: ['b'.repeat(n)] } })],
      ['toneOfVoice.traits', 100, (n) => ({ toneOfVoice: { traits: ['t'.repeat(n)] } })],
      ['languageStyle.traits', 100, (n) => ({ languageStyle: { traits: ['l'.repeat(n)] } })],
      ['emojiPreferences.customEmojis', 50, (n) => ({ emojiPreferences: { style: 'none', customEmojis: 'e'.repeat(n) } })],
      ['realContent.socialMedia', 1000, (n) => ({ realContent: { socialMedia: 'x'.repeat(n) } })],
      ['realContent.websiteCopy', 2000, (n) => ({ realContent: { websiteCopy: 'x'.repeat(n) } })],
      ['realContent.emailIntros', 12000, (n) => ({ realContent: { emailIntros: 'x'.repeat(n) } })],
      ['realContent.blogPosts', 2000, (n) => ({ realContent: { blogPosts: 'x'.repeat(n) } })],
      ...(
        [['name', 150], ['description', 200], ['price', 50], ['offerUrl', 100], ['keyValue', 200], ['story', 500]] as const
      ).map(
        ([f, max]) =>
          [`offerings.0.${f}`, max, (n: number) => ({ offerings: [offering(1, { [f]: f === 'offerUrl' ? url(n) : (f === 'price' ? '1' : 'o').repeat(n) })] })] as [string, number, (n: number) => Record<string, unknown>],
      ),
      ...(
        [
          ['name', 150], ['age', 10], ['location', 50], ['industry', 50], ['occupation', 50], ['mainFrustration', 500],
          ['mainNeed', 500], ['obstacles', 500], ['triedBefore', 500], ['offlineTime', 500], ['onlineTime', 500],
        ] as const
      ).map(
        ([f, max]) =>
          [`personas.users.0.${f}`, max, (n: number) => ({ personas: { users: [persona(1, { [f]: 'p'.repeat(n) })] } })] as [string, number, (n: number) => Record<string, unknown>],
      ),
    ];

    let u: BrandUser;
    beforeAll(async () => {
      u = await brandUser('limits');
    });

    it.each(cases)('%s: %d characters are accepted, one more is refused naming the field and limit', async (path, max, body) => {
      const ok = await save(u, body(max));
      expect(ok.status).toBe(200);
      const before = (await storedRow(u.brandId)).data;

      const over = await save(u, { companyStory: 'should not be written', ...body(max + 1) });
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({ ok: false, error: 'validation_error', status: 400, field: `brandData.${path}` });
      const label = path.replace(/\.0\./, '.').replace(/\.traits$/, '');
      expect(over.body.message).toBe(`brandData.${path}: ${label} must be at most ${max} characters`);
      // Nothing of a refused save is written.
      expect((await storedRow(u.brandId)).data).toEqual(before);
    });

    it('counts traits joined with comma and space, and accepts the form\'s comma-joined text', async () => {
      const fits = await save(u, { brandPersonality: { traits: ['a'.repeat(49), 'b'.repeat(49)] } }); // 49 + 2 + 49
      expect(fits.status).toBe(200);
      const over = await save(u, { brandPersonality: { traits: ['a'.repeat(49), 'b'.repeat(50)] } });
      expect(over.status).toBe(400);
      expect(over.body.field).toBe('brandData.brandPersonality.traits');

      const text = await save(u, { toneOfVoice: { traits: ' Warm, witty ,, Direct ' } });
      expect(text.status).toBe(200);
      expect(text.body.brandData.toneOfVoice).toEqual({ traits: ['Warm', 'witty', 'Direct'] });
    });

    it('refuses a blank company name', async () => {
      const res = await save(u, { companyName: '   ' });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('brandData.companyName');
    });
  });

  describe('enumerations', () => {
    let u: BrandUser;
    beforeAll(async () => {
      u = await brandUser('enums');
    });

    it.each<[string, Record<string, unknown>]>([
      ['industry', { industry: 'Space Mining' }],
      ['emojiPreferences.style', { emojiPreferences: { style: 'loud' } }],
      ['offerings.0.currency', { offerings: [offering(1, { currency: 'BTC' })] }],
      ['personas.users.0.gender', { personas: { users: [persona(1, { gender: 'robot' })] } }],
      ['personas.users.0.educationLevel', { personas: { users: [persona(1, { educationLevel: 'phd' })] } }],
      ['personas.users.0.incomeLevel', { personas: { users: [persona(1, { incomeLevel: 'lots' })] } }],
      ['personas.users.0.relationshipStatus', { personas: { users: [persona(1, { relationshipStatus: 'complicated' })] } }],
      ['personas.users.0.childrenStatus', { personas: { users: [persona(1, { childrenStatus: 'many' })] } }],
      ['socialPlatforms.facebook.selected', { socialPlatforms: { facebook: { selected: 'yes', url: '' } } }],
    ])('refuses a value outside %s', async (path, body) => {
      const res = await save(u, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_error', field: `brandData.${path}` });
    });

    it('accepts every listed value and blank for the persona choices', async () => {
      const res = await save(u, {
        industry: 'Technology',
        emojiPreferences: { style: 'strategic-impactful', customEmojis: '' },
        personas: {
          users: [
            persona(1, { gender: 'non-binary', educationLevel: 'trade-school', incomeLevel: 'over-300k', relationshipStatus: 'domestic-partnership', childrenStatus: 'mixed-ages' }),
            persona(2, { gender: '', educationLevel: '', incomeLevel: '', relationshipStatus: '', childrenStatus: '' }),
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.brandData.personas.users[1]).toMatchObject({ gender: '', educationLevel: '', incomeLevel: '' });
    });

    it('keeps a blank emoji style blank (not chosen yet), apart from the choice none', async () => {
      const blank = await save(u, { emojiPreferences: { customEmojis: '🙂' } });
      expect(blank.body.brandData.emojiPreferences).toEqual({ style: '', customEmojis: '🙂' });
      const none = await save(u, { emojiPreferences: { style: 'none' } });
      expect(none.body.brandData.emojiPreferences).toEqual({ style: 'none', customEmojis: '' });
    });
  });

  describe('offering price and currency', () => {
    let u: BrandUser;
    beforeAll(async () => {
      u = await brandUser('price');
    });

    it.each(['19.99', '19', '0.5', '1000000', ''])('accepts the price %j', async (price) => {
      const res = await save(u, { offerings: [offering(1, { price })] });
      expect(res.status).toBe(200);
      expect(res.body.brandData.offerings[0].price).toBe(price);
    });

    it.each(['$19', '19,99', '-5', '19.', '.5', '1e3', 'free', '19.99 USD', '1.2.3'])('refuses the price %j (decimals only, no symbols)', async (price) => {
      const res = await save(u, { offerings: [offering(1, { price })] });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('brandData.offerings.0.price');
      expect(res.body.message).toBe('brandData.offerings.0.price: offerings.price must be a number with no symbols, e.g. 19.99');
    });

    it('defaults the currency to USD when absent or blank, and keeps a chosen one', async () => {
      const res = await save(u, { offerings: [offering(1, { currency: undefined }), offering(2, { currency: '' }), offering(3, { currency: 'JPY' })] });
      expect(res.status).toBe(200);
      expect(res.body.brandData.offerings.map((o: { currency: string }) => o.currency)).toEqual(['USD', 'USD', 'JPY']);
    });

    it('fills absent offering texts with blanks', async () => {
      const res = await save(u, { offerings: [{ id: 'bare', name: 'Bare' }] });
      expect(res.body.brandData.offerings).toEqual([{ id: 'bare', name: 'Bare', description: '', price: '', currency: 'USD', offerUrl: '', keyValue: '', story: '' }]);
    });
  });

  describe('another user\'s brand', () => {
    it('answers 404 on GET and POST and leaves that brand alone', async () => {
      const owner = await brandUser('owner');
      await save(owner, fullRecord);
      const stranger = await brandUser('stranger');

      const peek = await stranger.client.call('GET', `/api/brand-data/${owner.brandId}`);
      expect(peek.status).toBe(404);
      expect(peek.body).toMatchObject({ ok: false, error: 'not_found' });
      expect(JSON.stringify(peek.body)).not.toContain('Bean There');

      const write = await save(stranger, { companyStory: 'hijacked', companyName: 'Mine now' }, owner.brandId);
      expect(write.status).toBe(404);
      expect(write.body.error).toBe('not_found');
      const row = await storedRow(owner.brandId);
      expect(row.company_name).toBe('Bean There Coffee');
      expect(row.data.companyStory).toBe(fullRecord.companyStory);
      // The stranger's own brand is untouched too.
      expect((await load(stranger)).companyStory).toBe('');
    });

    it('answers 404 for a save before the user has any brand, and 400 for a malformed brand id', async () => {
      const client = new TestClient(sys.url);
      await client.signUp(uniqueEmail('nobrand'));
      expect((await client.call('POST', '/api/brand-data', { brandData: { companyStory: 'x' } })).status).toBe(404);
      const bad = await client.call('POST', '/api/brand-data', { brandId: 'nope', brandData: {} });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('brandId');
    });

    it('saves the brand named by brandId rather than the default one', async () => {
      const u = await brandUser('second', 'pro');
      const created = await u.client.call('POST', '/api/user-brands', { companyName: 'Second Brand' });
      expect(created.status).toBe(201);
      const res = await save(u, { companyStory: 'second story' }, created.body.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: created.body.id, brandData: { companyName: 'Second Brand', companyStory: 'second story' } });
      expect((await load(u)).companyStory).toBe('');
    });
  });

  describe('plan caps on offerings and personas', () => {
    // PLANS[plan].limits.brand; enterprise is unlimited (-1).
    it.each<[PlanKey, string, number, number]>([
      ['free', 'Free', 1, 1],
      ['starter', 'Explore', 1, 1],
      ['basic', 'Build', 3, 3],
      ['pro', 'Grow', 5, 3],
    ])('%s: up to the cap is saved, one more is refused with plan_limit_reached', async (plan, planName, maxOfferings, maxPersonas) => {
      const u = await brandUser(`cap-${plan}`, plan);
      expect((await save(u, { offerings: offerings(maxOfferings), personas: personas(maxPersonas) })).status).toBe(200);

      const moreOffers = await save(u, { offerings: offerings(maxOfferings + 1) });
      expect(moreOffers.status).toBe(403);
      expect(moreOffers.body).toEqual({
        ok: false,
        error: 'plan_limit_reached',
        status: 403,
        field: 'brandData.offerings',
        message: `Your ${planName} plan allows ${maxOfferings} ${maxOfferings === 1 ? 'offering' : 'offerings'}. Upgrade to add more.`,
      });
      const morePeople = await save(u, { companyStory: 'not written', personas: personas(maxPersonas + 1) });
      expect(morePeople.status).toBe(403);
      expect(morePeople.body).toMatchObject({
        error: 'plan_limit_reached',
        field: 'brandData.personas.users',
        message: `Your ${planName} plan allows ${maxPersonas} ${maxPersonas === 1 ? 'persona' : 'personas'}. Upgrade to add more.`,
      });
      const after = await load(u);
      expect(after.offerings).toHaveLength(maxOfferings);
      expect(after.personas.users).toHaveLength(maxPersonas);
      expect(after.companyStory).toBe('');
    });

    it('enterprise: no cap', async () => {
      const u = await brandUser('cap-enterprise', 'enterprise');
      const res = await save(u, { offerings: offerings(25), personas: personas(25) });
      expect(res.status).toBe(200);
      expect(res.body.brandData.offerings).toHaveLength(25);
      expect(res.body.brandData.personas.users).toHaveLength(25);
    });

    it('after a downgrade, lets the user edit and remove what is over the cap but not add more', async () => {
      const u = await brandUser('downgrade', 'enterprise');
      expect((await save(u, { offerings: offerings(4) })).status).toBe(200);
      const switched = await u.client.call('POST', '/api/billing/test-mode/plan', { plan: 'free' });
      u.client.token = switched.body.accessToken;

      const edited = offerings(4).map((o) => ({ ...o, name: `${o.name} (edited)` }));
      expect((await save(u, { offerings: edited })).status).toBe(200);
      expect((await save(u, { companyStory: 'unrelated edits still save' })).status).toBe(200);
      expect((await save(u, { offerings: edited.slice(0, 3) })).status).toBe(200);
      const swap = await save(u, { offerings: [...edited.slice(0, 2), offering(9)] });
      expect(swap.status).toBe(200); // same count as stored: a swap, not growth
      const grow = await save(u, { offerings: [...edited.slice(0, 2), offering(9), offering(10)] });
      expect(grow.status).toBe(403);
      expect(grow.body.message).toBe('Your Free plan allows 1 offering. Upgrade to add more.');
    });
  });

  describe('never leaving none', () => {
    it('refuses removing the last offering or persona once there was one', async () => {
      const u = await brandUser('last');
      await save(u, { offerings: offerings(1), personas: personas(1) });
      const noOffers = await save(u, { offerings: [] });
      expect(noOffers.status).toBe(400);
      expect(noOffers.body).toMatchObject({ error: 'validation_error', field: 'brandData.offerings', message: 'At least one offering is required' });
      const noPeople = await save(u, { personas: { users: [] } });
      expect(noPeople.status).toBe(400);
      expect(noPeople.body).toMatchObject({ error: 'validation_error', field: 'brandData.personas.users', message: 'At least one persona is required' });
      const after = await load(u);
      expect(after.offerings).toHaveLength(1);
      expect(after.personas.users).toHaveLength(1);
    });

    it('lets a record that never had any save empty lists (a fresh profile sends its blank state)', async () => {
      const u = await brandUser('none');
      expect((await save(u, { offerings: [], personas: { users: [] } })).status).toBe(200);
    });
  });

  it('requires a signed-in user', async () => {
    const anon = new TestClient(sys.url);
    expect((await anon.call('POST', '/api/brand-data', { brandData: {} })).status).toBe(401);
  });
});
