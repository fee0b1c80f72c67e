import { computeBrandSetupProgress, isFieldFilled } from './compute-progress';

const offer = { id: '1', name: 'Latte', description: 'Oat milk latte', price: '4.50', currency: 'USD', keyValue: 'Made to order', offerUrl: '', story: '' };
const persona = {
  id: '1', name: 'Commuter Kim', age: '25-34', occupation: 'Nurse', mainFrustration: 'Queues', mainNeed: 'Speed',
  obstacles: 'Shift work', triedBefore: 'Chain cafés', offlineTime: '', onlineTime: '',
};
const complete = {
  companyName: 'Bean There', website: 'https://bean.example', industry: 'Food, Beverage & Hospitality', businessStage: 'STAGE 1 - Launch',
  companyStory: 'Two friends', companyMission: 'Calm mornings', companyVision: 'A café on every corner',
  offerings: [offer],
  personas: { users: [persona] },
  brandPersonality: { traits: ['warm'] }, toneOfVoice: { traits: ['friendly'] }, languageStyle: { traits: ['casual'] },
  emojiPreferences: { style: 'playful-vibrant', customEmojis: '' },
};

describe('isFieldFilled', () => {
  it('reads plain, nested and per-item paths', () => {
    expect(isFieldFilled(complete, 'companyName')).toBe(true);
    expect(isFieldFilled({ companyName: '   ' }, 'companyName')).toBe(false);
    expect(isFieldFilled(complete, 'brandPersonality.traits')).toBe(true);
    expect(isFieldFilled({ brandPersonality: { traits: ['', ' '] } }, 'brandPersonality.traits')).toBe(false);
    expect(isFieldFilled(complete, 'offerings.name')).toBe(true);
    expect(isFieldFilled({ offerings: [] }, 'offerings.name')).toBe(false);
    expect(isFieldFilled({ offerings: [offer, { ...offer, name: '' }] }, 'offerings.name')).toBe(false);
    expect(isFieldFilled(complete, 'personas.users.mainNeed')).toBe(true);
  });
});

describe('computeBrandSetupProgress', () => {
  it('starts with only the onboarding step done and the strategy step locked last', () => {
    const onboarded = { companyName: 'Bean There', website: 'https://bean.example', industry: 'Technology', businessStage: 'STAGE 1 - Launch' };
    const { steps, summary, brandStepsComplete } = computeBrandSetupProgress({ data: onboarded, strategyCreated: false, excludeStrategyStep: false });
    expect(steps.map((s) => [s.sequence, s.id, s.completed, s.locked])).toEqual([
      [1, 'company-basics', true, false],
      [2, 'company-purpose', false, false],
      [3, 'offerings', false, false],
      [4, 'personas', false, false],
      [5, 'brand-voice', false, false],
      [6, 'first-strategy', false, true],
    ]);
    expect(steps[5].title).toBe('Create Your First Strategy');
    expect(summary).toEqual({ completed: 1, total: 6, percentage: 16 });
    expect(brandStepsComplete).toBe(false);
  });

  it('unlocks the strategy step once every other step is complete, and reaches 100 % with a strategy', () => {
    const before = computeBrandSetupProgress({ data: complete, strategyCreated: false, excludeStrategyStep: false });
    expect(before.steps[5]).toMatchObject({ completed: false, locked: false });
    expect(before.summary).toEqual({ completed: 5, total: 6, percentage: 83 });
    expect(before.brandStepsComplete).toBe(true);

    const after = computeBrandSetupProgress({ data: complete, strategyCreated: true, excludeStrategyStep: false });
    expect(after.summary).toEqual({ completed: 6, total: 6, percentage: 100 });
  });

  it('leaves the strategy step out on request, so brand setup alone can reach 100 %', () => {
    const { steps, summary } = computeBrandSetupProgress({ data: complete, strategyCreated: false, excludeStrategyStep: true });
    expect(steps.map((s) => s.id)).not.toContain('first-strategy');
    expect(summary).toEqual({ completed: 5, total: 5, percentage: 100 });
  });

  it('keeps a step open while one of several offers lacks a required field, but never asks for the optional ones', () => {
    const data = { ...complete, offerings: [offer, { ...offer, id: '2', keyValue: '' }] };
    expect(computeBrandSetupProgress({ data, strategyCreated: false, excludeStrategyStep: true }).steps[2].completed).toBe(false);
    // Offer URL/story and persona offline/online times are empty above and the steps still count as complete.
    expect(computeBrandSetupProgress({ data: complete, strategyCreated: false, excludeStrategyStep: true }).steps[3].completed).toBe(true);
  });
});
