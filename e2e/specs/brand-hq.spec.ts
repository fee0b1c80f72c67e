import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { completeOnboardingViaApi, onboardedUser, signUpViaApi } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { scrollWidth } from '../support/scroll-width';
import { saveScreen } from '../support/screens';

const banner = (page: Page) => page.getByRole('region', { name: 'Complete Your Brand Setup' });

/** Opens a block for editing (if it is not already), fills its fields, saves, and waits for it to be read-only. */
async function fillBlock(block: Locator, fields: Record<string, string>) {
  // Read-only blocks offer Edit; a new item starts in edit mode (Exit Edit). Wait for either: the page may still load.
  await expect(block.getByRole('button', { name: /^(Edit|Exit Edit)$/ }).first()).toBeVisible();
  const edit = block.getByRole('button', { name: 'Edit', exact: true });
  if (await edit.isVisible()) await edit.click();
  for (const [label, value] of Object.entries(fields)) await block.getByLabel(label, { exact: true }).fill(value);
  await block.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(block.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
}

async function switchPlan(page: Page, plan: string) {
  const { accessToken } = await (await page.request.post('/api/auth/refresh')).json();
  const res = await page.request.post('/api/billing/test-mode/plan', { data: { plan }, headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.ok()).toBe(true);
}

// A long walk through every section (about 60 s alone); on a loaded 2-core runner it has taken 95 s.
test.describe.configure({ timeout: 180_000 });

test('fill the brand profile through the UI, add and remove offers and personas at the plan cap, analyse the voice', async ({ page }) => {
  await onboardedUser(page, 'Bea');
  await page.goto('/brand-profile/who-you-are');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Headquarters' })).toBeVisible();
  await expect(banner(page).getByText('1/6')).toBeVisible();

  // Who you are: the purpose block (the company block came from onboarding).
  await fillBlock(page.getByRole('region', { name: 'Company Purpose' }), {
    'About Your Business': 'Two friends, one van and a lot of oat milk.',
    Mission: 'Calm mornings for busy commuters.',
    Vision: 'A calm café on every corner.',
  });
  await expect(banner(page).getByText('2/6')).toBeVisible();
  await saveScreen(page, 'brand-who-you-are');

  // What you offer: the free plan allows one offer.
  await page.goto('/brand-profile/what-you-offer');
  await page.getByRole('button', { name: 'Add Offer' }).click();
  await fillBlock(page.getByRole('region', { name: 'Offer 1' }), {
    'Offer name': 'Morning latte',
    Description: 'Oat milk latte, pre-ordered',
    Price: '4.50',
    'Why it matters': 'Ready when you walk in',
  });
  await expect(page.getByText('1/1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Offer' })).toBeDisabled();
  // One offer, in the singular.
  await expect(page.getByText('Your plan includes up to 1 offer. Upgrade to add more.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade' }).first()).toHaveAttribute('href', '/pricing');
  await expect(banner(page).getByText('3/6')).toBeVisible();

  // On Build, three offers: add a second one, then remove it.
  await switchPlan(page, 'basic');
  await page.reload();
  await expect(page.getByText('1/3', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Offer' }).click();
  await fillBlock(page.getByRole('region', { name: 'Offer 2' }), { 'Offer name': 'Pastry box', Description: 'Six pastries', Price: '12', 'Why it matters': 'Office treats' });
  await expect(page.getByText('2/3', { exact: true })).toBeVisible();
  await saveScreen(page, 'brand-what-you-offer');
  await page.getByRole('region', { name: 'Offer 2' }).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Offering' });
  await expect(confirm.getByText('Are you sure you want to remove this offering? This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('1/3', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offer 1' }).getByRole('button', { name: 'Remove' })).toBeDisabled();

  // Who you serve.
  await page.goto('/brand-profile/who-you-serve');
  await page.getByRole('button', { name: 'Add Persona' }).click();
  const persona = page.getByRole('region', { name: /^Persona 1/ });
  await fillBlock(persona.getByRole('group', { name: 'Who They Are' }), { 'Persona name': 'Commuter Kim', 'Age range': '25-34', Occupation: 'Nurse' });
  await fillBlock(persona.getByRole('group', { name: 'Audience Perspective' }), {
    'Main frustration': 'Queues before a shift',
    'Main need': 'Coffee without waiting',
    Obstacles: 'Irregular hours',
    'What they tried before': 'Chain cafés',
  });
  await expect(banner(page).getByText('4/6')).toBeVisible();
  await page.getByRole('button', { name: 'Add Persona' }).click();
  await fillBlock(page.getByRole('region', { name: /^Persona 2/ }).getByRole('group', { name: 'Who They Are' }), { 'Persona name': 'Student Sam' });
  await page.getByRole('region', { name: /^Persona 2/ }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove Persona' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('region', { name: /^Persona 2/ })).toHaveCount(0);
  await saveScreen(page, 'brand-who-you-serve');

  // Your brand feel: real content, then an analysis of it, then save its suggestions.
  await page.goto('/brand-profile/your-brand-feel');
  await fillBlock(page.getByRole('region', { name: 'Social Media Captions or Posts' }), {
    'Social Media Captions or Posts':
      'Good morning, sunshine! ☀️ Your oat latte is waiting 😍 Grab it and go! 🎉 We love our regulars so much! ☕✨ See you tomorrow? 🥐',
  });
  await page.getByRole('button', { name: 'Analyze My Brand Voice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Navia Brand Voice Analysis' });
  await dialog.getByRole('checkbox', { name: 'Real Content Examples' }).check();
  await dialog.getByRole('button', { name: 'Analyze' }).click();
  const voice = page.getByRole('region', { name: 'Your Brand Voice' });
  await expect(voice.getByLabel("Brand's Personality", { exact: true })).not.toHaveValue('', { timeout: 20_000 });
  await expect(voice.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await saveScreen(page, 'brand-your-brand-feel-analysis');
  await voice.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(voice.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  // Every brand step is done: what is left is the first strategy, which the banner's next arrow leads to.
  await expect(banner(page).getByText('5/6')).toBeVisible();
  const progress = await (
    await page.request.get('/api/brand-setup-progress?excludeStrategyStep=true', {
      headers: { authorization: `Bearer ${(await (await page.request.post('/api/auth/refresh')).json()).accessToken}` },
    })
  ).json();
  expect(progress.progress.summary.percentage).toBe(100);
  await banner(page).getByRole('button', { name: 'Next setup step' }).click();
  await expect(page).toHaveURL(/\/strategies$/);

  // The first strategy, launched from the strategies page, completes the profile: the banner is gone.
  await page.getByRole('button', { name: 'Launch a Strategy' }).click();
  await page.getByRole('article', { name: '5-Day Launch Sprint' }).getByRole('button', { name: 'Launch this Strategy' }).click();
  const launch = page.getByRole('dialog').filter({ has: page.getByText('Edit and confirm your strategy details before launching.') });
  const values = launch.getByPlaceholder('Enter your current number');
  await values.nth(0).fill('30');
  await values.nth(1).fill('10');
  await launch.getByRole('button', { name: 'Launch Strategy' }).click();
  await expect(page.getByText('Strategy Launched!')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/brand-profile/who-you-are');
  await expect(page.getByText('Your Company')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

// Issue 18: the AI activity record. With the offline defaults (the composer and the offline analyzer) a draft and a
// voice analysis call no model: the page says that nothing left the server.
for (const [label, width] of [['desktop', 1280], ['375 px', 375]] as const) {
  // Desktop on the embedded `npm start` too: there WRITER and BRAND_VOICE_ANALYZER are `auto`, with no model server found.
  test(`AI Activity at ${label}: nothing left the server with the built-in writer and analyzer`, { tag: width >= 768 ? '@embedded' : [] }, async ({ page }) => {
    await page.setViewportSize({ width, height: width >= 768 ? 900 : 812 });
    const { token } = await signUpViaApi(page.request, width >= 768 ? 'Aya' : 'Ayo', 'ai-activity');
    await completeOnboardingViaApi(page.request, token);
    const auth = { authorization: `Bearer ${token}` };
    const wrote = await page.request.post('/api/mindstudio/execute-writing', {
      data: { contentInstructions: { platformId: 'instagram', formatId: 'instagram-caption', audience: '', offer: '', topic: 'Our autumn menu' } },
      headers: auth,
    });
    expect(wrote.ok()).toBe(true);
    const analysed = await page.request.post('/api/analyze-brand', { data: { sources: { realContent: { socialMedia: 'Monday called. We answered with a double shot! ☕ Come say hi.' } } }, headers: auth });
    expect(analysed.ok()).toBe(true);

    await page.goto('/brand-profile/ai-activity');
    await expect(page.getByRole('heading', { level: 2, name: 'AI Activity' })).toBeVisible();
    await expect(page.getByText(/^Nothing left this server\. In the last 90 days no AI model was sent your brand’s data/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI calls' })).toHaveCount(0);
    // The page is reachable from Brand Headquarters' own pages.
    if (width >= 768) await expect(page.getByRole('navigation', { name: 'Brand Headquarters' }).getByRole('link', { name: 'AI Activity' })).toHaveAttribute('aria-current', 'page');
    else expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await blockingViolations(page)).toEqual([]);
    await saveScreen(page, `brand-ai-activity${width >= 768 ? '' : '-mobile'}`);
  });
}
