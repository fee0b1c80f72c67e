import { PAID_PLAN_KEYS, PLAN_KEYS, PLANS, PROVIDER_PLAN_IDS, UNLIMITED, planFromProviderIds, planSummary, withinLimit, type PlanKey } from './plans';

/** Every numeric limit as [dotted path, value]. */
function numericLimits(obj: unknown, prefix = ''): Array<[string, number]> {
  if (typeof obj === 'number') return [[prefix, obj]];
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    return Object.entries(obj).flatMap(([k, v]) => numericLimits(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

/** a ≤ b where -1 means unlimited (the largest value). */
function atOrBelow(a: number, b: number): boolean {
  if (b === UNLIMITED) return true;
  if (a === UNLIMITED) return false;
  return a <= b;
}

describe('planFromProviderIds', () => {
  it.each<[string[], PlanKey]>([
    [[], 'free'],
    [['level_1_plan'], 'starter'],
    [['level_2_plan'], 'basic'],
    [['level_3_plan'], 'pro'],
    [['level_4_plan'], 'enterprise'],
    [['level_1_plan', 'level_3_plan'], 'pro'],
    [['level_3_plan', 'level_1_plan'], 'pro'],
    [['level_2_plan', 'level_4_plan', 'level_1_plan'], 'enterprise'],
    [['level_5_plan'], 'free'],
    [['gold', 'LEVEL_4_PLAN', ''], 'free'],
    [['unknown', 'level_2_plan', 'level_9_plan'], 'basic'],
  ])('held %j → %s', (held, plan) => {
    expect(planFromProviderIds(held)).toBe(plan);
  });

  it('maps every provider id to the plan that declares it', () => {
    for (const id of PROVIDER_PLAN_IDS) expect(PLANS[planFromProviderIds([id])].providerPlanId).toBe(id);
  });
});

describe('withinLimit', () => {
  it.each<[number, number, boolean]>([
    [UNLIMITED, 0, true],
    [UNLIMITED, 1_000_000, true],
    [3, 0, true],
    [3, 2, true],
    [3, 3, false],
    [3, 4, false],
    [0, 0, false],
    [1, 0, true],
    [1, 1, false],
  ])('limit %i with %i used → %s', (limit, count, ok) => {
    expect(withinLimit(limit, count)).toBe(ok);
  });
});

describe('PLANS', () => {
  it('has an entry for every plan key, keyed by its own key', () => {
    expect(Object.keys(PLANS).sort()).toEqual([...PLAN_KEYS].sort());
    for (const key of PLAN_KEYS) expect(PLANS[key].key).toBe(key);
  });

  const freeLimits = numericLimits(PLANS.free.limits);
  const starterLimits = new Map(numericLimits(PLANS.starter.limits));

  it('compares the same numeric limits on free and starter', () => {
    expect(freeLimits.length).toBeGreaterThan(10);
    expect(freeLimits.map(([p]) => p).sort()).toEqual([...starterLimits.keys()].sort());
  });

  it.each(freeLimits)('free is at or below starter on %s', (path, free) => {
    expect(atOrBelow(free, starterLimits.get(path) as number)).toBe(true);
  });

  it('free is never unlimited on any axis', () => {
    expect(freeLimits.filter(([, v]) => v === UNLIMITED)).toEqual([]);
  });

  it('free costs nothing and maps to no provider id', () => {
    expect(PLANS.free.monthlyPrice).toBe(0);
    expect(PLANS.free.providerPlanId).toBeNull();
  });

  it('names and prices the paid plans as the pricing page shows them', () => {
    expect(PAID_PLAN_KEYS.map((k) => [PLANS[k].name, PLANS[k].monthlyPrice])).toEqual([
      ['Explore', 19],
      ['Build', 29],
      ['Grow', 99],
      ['Enterprise', null],
    ]);
  });

  it('gives each paid plan its own provider id, lowest to highest', () => {
    expect(PAID_PLAN_KEYS.map((k) => PLANS[k].providerPlanId)).toEqual([...PROVIDER_PLAN_IDS]);
  });

  it('summarises a plan by key and name', () => {
    expect(planSummary('pro')).toEqual({ key: 'pro', name: 'Grow' });
  });
});
