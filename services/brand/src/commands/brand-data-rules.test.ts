import { BrandDataPatch } from '@navia/contracts';
import { AppError } from '@navia/service-kit';
import { allows, checkBrandListRules, mergeBrandData, planLimitMessage } from './brand-data-rules';

const patch = (value: unknown) => BrandDataPatch.parse(value);
let n = 0;
const ids = () => `new-${++n}`;

function thrown(fn: () => void): AppError | null {
  try {
    fn();
    return null;
  } catch (err) {
    return err as AppError;
  }
}

describe('mergeBrandData', () => {
  beforeEach(() => {
    n = 0;
  });

  it('keeps absent fields, replaces present ones, and keeps the company name out of data', () => {
    const stored = { website: 'w', companyStory: 'old', northStarData: { benefit: 'b' } };
    const merged = mergeBrandData(stored, patch({ companyName: 'New', companyStory: 'new' }), ids);
    expect(merged).toEqual({ companyName: 'New', data: { website: 'w', companyStory: 'new', northStarData: { benefit: 'b' } } });
  });

  it('stores the business stage in its Stage form', () => {
    expect(mergeBrandData({}, patch({ businessStage: 'STAGE 2 - Build' }), ids).data.businessStage).toBe('Stage 2 - Build');
  });

  it('gives missing offering ids and temporary persona ids lasting ones', () => {
    const merged = mergeBrandData({}, patch({ offerings: [{ id: '1' }, {}], personas: { users: [{ id: 'temp-9' }, { id: 'p' }] } }), ids);
    expect((merged.data.offerings as { id: string }[]).map((o) => o.id)).toEqual(['1', 'new-1']);
    expect((merged.data.personas as { users: { id: string }[] }).users.map((p) => p.id)).toEqual(['new-2', 'p']);
  });

  it('drops the legacy whereTheySpendTime from stored personas on any write', () => {
    const stored = { personas: { users: [{ id: 'p', name: 'Ann', whereTheySpendTime: 'Cafés' }] } };
    expect(mergeBrandData(stored, patch({ companyStory: 'x' }), ids).data.personas).toEqual({ users: [{ id: 'p', name: 'Ann' }] });
  });

  it('does not invent a personas field for a record without one', () => {
    expect(mergeBrandData({}, patch({ companyStory: 'x' }), ids).data).toEqual({ companyStory: 'x' });
  });
});

describe('checkBrandListRules', () => {
  const offerings = (count: number) => Array.from({ length: count }, (_, i) => ({ id: String(i) }));
  const stored = (offers: number, people: number) => ({ offerings: offerings(offers), personas: { users: offerings(people) } });

  it.each<[string, number, number, number, string | null]>([
    // plan, stored offerings, sent offerings, cap, expected error id
    ['free', 0, 1, 1, null],
    ['free', 1, 2, 1, 'plan_limit_reached'],
    ['basic', 2, 3, 3, null],
    ['basic', 3, 4, 3, 'plan_limit_reached'],
    ['pro', 4, 5, 5, null],
    ['pro', 5, 6, 5, 'plan_limit_reached'],
    ['enterprise', 50, 100, -1, null],
    ['free', 4, 4, 1, null], // over the cap after a downgrade: no growth, allowed
    ['free', 4, 3, 1, null],
    ['free', 1, 0, 1, 'validation_error'],
    ['free', 0, 0, 1, null],
  ])('%s: %d stored → %d sent (cap %d) → %s', (plan, before, after, _cap, expected) => {
    const err = thrown(() => checkBrandListRules(stored(before, 0), patch({ offerings: offerings(after) }), plan));
    expect(err?.error ?? null).toBe(expected);
    if (err) expect(err.field).toBe('brandData.offerings');
  });

  it('caps personas separately (pro: 5 offerings, 3 personas)', () => {
    expect(thrown(() => checkBrandListRules(stored(0, 3), patch({ personas: { users: offerings(4) } }), 'pro'))).toMatchObject({
      error: 'plan_limit_reached',
      status: 403,
      field: 'brandData.personas.users',
      message: 'Your Grow plan allows 3 personas. Upgrade to add more.',
    });
  });

  it('treats an unknown plan key as free', () => {
    expect(thrown(() => checkBrandListRules({}, patch({ offerings: offerings(2) }), 'platinum'))?.message).toBe('Your Free plan allows 1 offering. Upgrade to add more.');
  });

  it('ignores lists a save does not send', () => {
    expect(thrown(() => checkBrandListRules(stored(9, 9), patch({ companyStory: 'x' }), 'free'))).toBeNull();
  });
});

describe('helpers', () => {
  it('allows: -1 is unlimited', () => {
    expect(allows(-1, 10_000)).toBe(true);
    expect(allows(3, 3)).toBe(true);
    expect(allows(3, 4)).toBe(false);
  });

  it('planLimitMessage names the plan and uses the singular for one', () => {
    expect(planLimitMessage('Explore', 1, 'offering', 'offerings')).toBe('Your Explore plan allows 1 offering. Upgrade to add more.');
    expect(planLimitMessage('Build', 3, 'offering', 'offerings')).toBe('Your Build plan allows 3 offerings. Upgrade to add more.');
  });
});
