import type { APIRequestContext, Page } from '@playwright/test';

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e.${tag}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const PASSWORD = 'e2e-password-123';

export const ONBOARDING = {
  companyName: 'Bean There Café',
  website: 'https://bean.example',
  industry: 'Food, Beverage & Hospitality',
  businessStage: 'STAGE 1 - Launch',
  northStarStatement: '',
  northStarData: { type_of_person: 'busy commuters', type_of_problem: 'short on time', product_or_service: 'pre-ordered coffee', benefit: 'they start the day calm' },
};

/**
 * Creates an account through the API with the page's own request context, so the refresh cookie lands in the
 * browser's cookie jar exactly as a UI sign-up would leave it.
 */
export async function signUpViaApi(request: APIRequestContext, firstName = 'Ann', tag = 'user'): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(tag);
  const res = await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, firstName } });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email, token: (await res.json()).accessToken };
}

export async function completeOnboardingViaApi(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.post('/api/onboarding/complete', { data: ONBOARDING, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`onboarding failed: ${res.status()} ${await res.text()}`);
}

/** A signed-in, onboarded user in this page's browser context. */
export async function onboardedUser(page: Page, firstName = 'Ann'): Promise<{ email: string }> {
  const { email, token } = await signUpViaApi(page.request, firstName, 'onboarded');
  await completeOnboardingViaApi(page.request, token);
  return { email };
}

/** Every brand-setup step except the first strategy, filled through the API (Brand HQ's own flow is brand-hq.spec.ts). */
export const COMPLETE_BRAND = {
  companyStory: 'A corner café that opened in 2019 to serve commuters coffee without the queue.',
  companyMission: 'Make every weekday morning a little calmer.',
  companyVision: 'The friendliest stop on every commute in town.',
  offerings: [{ name: 'Morning pass', description: 'Ten coffees, pre-ordered', price: '35', currency: 'USD', keyValue: 'No queue before work' }],
  personas: {
    users: [
      {
        name: 'Commuter Kim', age: '25-34', gender: 'female', location: 'Leeds', educationLevel: 'bachelors', industry: 'Healthcare', occupation: 'Nurse',
        incomeLevel: '25k-50k', relationshipStatus: 'single', childrenStatus: 'no-children', mainFrustration: 'Queues before a shift',
        mainNeed: 'Coffee without waiting', obstacles: 'Irregular hours', triedBefore: 'Chain cafés',
      },
    ],
  },
  brandPersonality: { traits: ['warm', 'upbeat'] },
  toneOfVoice: { traits: ['friendly'] },
  languageStyle: { traits: ['plain'] },
  emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' },
};

export async function completeBrandSetupViaApi(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.post('/api/brand-data', { data: { brandData: COMPLETE_BRAND }, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`brand data failed: ${res.status()} ${await res.text()}`);
  const progress = await (await request.get('/api/brand-setup-progress?excludeStrategyStep=true', { headers: { authorization: `Bearer ${token}` } })).json();
  if (progress.progress.summary.percentage !== 100) throw new Error(`brand setup incomplete: ${JSON.stringify(progress.progress.steps)}`);
}

/** The 5-Day Launch Sprint's values, as a person would fill its launch form. */
export const SPRINT: { templateId: string; changeValues: Record<string, string> } = {
  templateId: 'five-day-launch-sprint',
  changeValues: { obj0_kr1: '30', obj1_kr1: '10' },
};

/** Launches a strategy from a template through the API (the launch wizard's own walk is strategies.spec.ts). */
export async function launchStrategyViaApi(request: APIRequestContext, token: string, { templateId, changeValues } = SPRINT): Promise<void> {
  const res = await request.post('/api/strategies/create-from-template', { headers: { authorization: `Bearer ${token}` }, data: { templateId, changeValues } });
  if (res.status() !== 201) throw new Error(`launch ${templateId} failed: ${res.status()} ${await res.text()}`);
}
