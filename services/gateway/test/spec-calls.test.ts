import {
  AnalyzeBrandResponse,
  BrandDataResponse,
  BrandSetupProgressResponse,
  CreateFromTemplateResponse,
  DashboardStats,
  DeleteFileResponse,
  DeleteStrategyResponse,
  EMOJI_STYLES,
  ExecuteTaskResponse,
  ExecuteWritingResponse,
  FileResponse,
  FilesResponse,
  FormatsResponse,
  KeyResultResponse,
  NewsResponse,
  OnboardingCompleteResponse,
  PlatformsResponse,
  RecentStrategyCreationResponse,
  StrategiesResponse,
  StrategyDetailsResponse,
  StrategyResponse,
  StrategyTemplatesResponse,
  Task,
  TaskExecutionResponse,
  TasksResponse,
  TimezoneResponse,
  UserBrandsResponse,
  WritingWorkersResponse,
} from '@navia/contracts';
import type { z } from 'zod';
import { startTestSystem, TestClient, uniqueEmail, type TestSystem } from './support/test-system';

/**
 * issue 14 item 3: every call of the spec's two call tables (part 1 §7 and part 2 §7), sent in the spec's own shape
 * (its payload field names, nothing of ours), each answer parsed with the contract's response schema and the fields
 * the spec says the client reads checked. One user walks them in an order a person would.
 */
jest.setTimeout(120_000);

let sys: TestSystem;
let user: TestClient;

beforeAll(async () => {
  sys = await startTestSystem();
  user = new TestClient(sys.url);
  await user.signUp(uniqueEmail('spec-calls'));
  // Grow: room for the personas, offerings and platforms the calls below use.
  const plan = await user.call('POST', '/api/billing/test-mode/plan', { plan: 'pro' });
  user.token = plan.body.accessToken;
});

afterAll(async () => {
  await sys?.stop();
});

/** Calls and parses with the contract's answer schema; a failed parse names the call. */
async function call<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown, status = 200): Promise<z.infer<S>> {
  const res = await user.call(method, path, body);
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  const parsed = schema.safeParse(res.body);
  if (!parsed.success) throw new Error(`${method} ${path} answered outside its contract: ${parsed.error.message}`);
  return parsed.data;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ids: Record<string, string> = {};

describe('spec part 1 §7', () => {
  it('POST /api/onboarding/complete {companyName, website, industry, businessStage, northStarStatement, northStarData{…}}: success', async () => {
    const answer = await call(OnboardingCompleteResponse, 'POST', '/api/onboarding/complete', {
      companyName: 'Bean There Café',
      website: 'https://bean.example',
      industry: 'Food, Beverage & Hospitality',
      businessStage: 'STAGE 1 - Launch',
      northStarStatement: '',
      northStarData: { type_of_person: 'commuters', type_of_problem: 'short on time', product_or_service: 'pre-ordered coffee', benefit: 'calm mornings' },
    });
    expect(answer.success).toBe(true);
    ids.brand = answer.brandId;
  });

  it('POST /api/user/timezone {timezoneMetadata:{timezone, lastDetected, isAutoDetected}}: success', async () => {
    const answer = await call(TimezoneResponse, 'POST', '/api/user/timezone', {
      timezoneMetadata: { timezone: 'UTC', lastDetected: new Date().toISOString(), isAutoDetected: true },
    });
    expect(answer.success).toBe(true);
  });

  it('GET /api/brand-data: id and brandData.companyName', async () => {
    const answer = await call(BrandDataResponse, 'GET', '/api/brand-data');
    expect(answer.id).toBe(ids.brand);
    expect(answer.brandData.companyName).toBe('Bean There Café');
  });

  it('GET /api/user-brands: brands[] (id, companyName, isDefault)', async () => {
    const { brands } = await call(UserBrandsResponse, 'GET', '/api/user-brands');
    expect(brands).toEqual([{ id: ids.brand, companyName: 'Bean There Café', isDefault: true }]);
  });

  it('GET /api/brand-setup-progress: success, progress, brandName', async () => {
    const answer = await call(BrandSetupProgressResponse, 'GET', '/api/brand-setup-progress');
    expect(answer.success).toBe(true);
    expect(answer.brandName).toBe('Bean There Café');
    expect(answer.progress.steps.length).toBeGreaterThan(0);
  });

  it('GET /api/brand-setup-progress?excludeStrategyStep=true: the percentage', async () => {
    const answer = await call(BrandSetupProgressResponse, 'GET', '/api/brand-setup-progress?excludeStrategyStep=true');
    expect(typeof answer.progress.summary.percentage).toBe('number');
  });

  it('GET /api/news: news[] and message', async () => {
    const answer = await call(NewsResponse, 'GET', '/api/news');
    expect(Array.isArray(answer.news)).toBe(true);
    expect(typeof answer.message).toBe('string');
  });

  it('GET /api/files (optional ?brandId={id}): files[]', async () => {
    expect((await call(FilesResponse, 'GET', '/api/files')).files).toEqual([]);
    expect((await call(FilesResponse, 'GET', `/api/files?brandId=${ids.brand}`)).files).toEqual([]);
  });

  it('GET /api/tasks and GET /api/strategies: tasks[] and strategies[]', async () => {
    expect((await call(TasksResponse, 'GET', '/api/tasks')).tasks).toEqual([]);
    expect((await call(StrategiesResponse, 'GET', '/api/strategies')).strategies).toEqual([]);
  });

  it('GET /api/{ai-worker-service}/workers: workers', async () => {
    const answer = await call(WritingWorkersResponse, 'GET', '/api/mindstudio/workers');
    expect(answer.workers.length).toBeGreaterThan(0);
  });

  it('GET /api/dashboard/stats (shape not shown): answers within its contract', async () => {
    await call(DashboardStats, 'GET', '/api/dashboard/stats');
  });
});

describe('spec part 2 §7', () => {
  it('POST /api/brand-data with the full brand data object at the top level: saved, read back by GET', async () => {
    const record = {
      companyName: 'Bean There Café',
      website: 'https://bean.example',
      industry: 'Food, Beverage & Hospitality',
      businessStage: 'STAGE 2 - Build',
      socialPlatforms: { instagram: { selected: true, url: 'instagram.com/beanthere' }, linkedin: { selected: true, profileUrl: '', companyUrl: 'https://linkedin.com/company/bean' } },
      brandPersonality: { traits: ['Warm', 'Playful'] },
      toneOfVoice: { traits: ['Friendly'] },
      languageStyle: { traits: ['Simple'] },
      emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' },
      realContent: { socialMedia: 'Morning! ☕ Your oat latte is ready.', websiteCopy: '', emailIntros: '', blogPosts: '' },
      personas: { users: [{ id: 'temp-1', name: 'Commuter Chris', age: '25-34', location: 'Lisbon', mainFrustration: 'Queues', mainNeed: 'Speed' }] },
      offerings: [{ name: 'Morning Pass', description: 'Coffee every weekday', price: '29.00', currency: 'EUR', offerUrl: 'https://bean.example/pass' }],
      companyStory: 'Started in a van in 2019.',
      companyMission: 'Calm mornings.',
      companyVision: 'A café on every commute.',
    };
    await call(BrandDataResponse, 'POST', '/api/brand-data', record);
    const { brandData } = await call(BrandDataResponse, 'GET', '/api/brand-data');
    expect(brandData).toMatchObject({ ...record, personas: { users: [expect.objectContaining({ name: 'Commuter Chris' })] }, offerings: [expect.objectContaining({ name: 'Morning Pass' })] });
  });

  it('GET /api/brand-data and GET /api/brand-data/{brandId}: brandData (offerings, personas.users and the rest)', async () => {
    const byDefault = await call(BrandDataResponse, 'GET', '/api/brand-data');
    const byId = await call(BrandDataResponse, 'GET', `/api/brand-data/${ids.brand}`);
    expect(byId).toEqual(byDefault);
    ids.persona = byId.brandData.personas.users[0].id;
    ids.offer = byId.brandData.offerings[0].id;
  });

  it('POST /api/analyze-brand {content (realContent object)}: brand_personality, tone_of_voice, language_style lists, emoji_preferences text', async () => {
    const answer = await call(AnalyzeBrandResponse, 'POST', '/api/analyze-brand', {
      content: {
        socialMedia: 'Morning! ☕✨ Your oat latte is waiting, grab it on the way 🚀 See you soon! 😍',
        websiteCopy: 'We roast every morning. Order ahead, skip the queue, and start your day calm.',
        emailIntros: '',
        blogPosts: '',
      },
    });
    for (const list of [answer.brand_personality, answer.tone_of_voice, answer.language_style]) expect(list.every((t) => typeof t === 'string')).toBe(true);
    expect(answer.emoji_preferences).toBe(answer.emoji_preferences.toLowerCase());
    expect(EMOJI_STYLES).toContain(answer.emoji_preferences);
  });

  it('GET /api/strategy-templates: templates', async () => {
    expect((await call(StrategyTemplatesResponse, 'GET', '/api/strategy-templates')).templates.length).toBeGreaterThan(0);
  });

  it('POST /api/strategies/create-from-template {templateId, goalDate, targetPersonaId, targetOfferId, changeValues, selectedPercentages}: strategyId', async () => {
    const answer = await call(
      CreateFromTemplateResponse,
      'POST',
      '/api/strategies/create-from-template',
      {
        templateId: 'five-day-launch-sprint',
        goalDate: day(5),
        targetPersonaId: ids.persona,
        targetOfferId: ids.offer,
        changeValues: { obj0_kr1: '40', obj1_kr1: '12' },
        selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' },
      },
      201,
    );
    ids.strategy = answer.strategyId;
  });

  it('GET /api/recent-strategy-creation: success, firstTimeCreation, strategy', async () => {
    const answer = await call(RecentStrategyCreationResponse, 'GET', '/api/recent-strategy-creation');
    expect(answer).toMatchObject({ success: true, firstTimeCreation: true, strategy: { id: ids.strategy } });
  });

  it('GET /api/strategies: the strategies list', async () => {
    expect((await call(StrategiesResponse, 'GET', '/api/strategies')).strategies.map((s) => s.id)).toEqual([ids.strategy]);
  });

  it('GET /api/strategies/{id}/details: strategy, objectives, selectedPersona, selectedOffering', async () => {
    const answer = await call(StrategyDetailsResponse, 'GET', `/api/strategies/${ids.strategy}/details`);
    expect(answer.strategy.id).toBe(ids.strategy);
    expect(answer.objectives.length).toBeGreaterThan(0);
    expect(answer.selectedPersona?.id).toBe(ids.persona);
    expect(answer.selectedOffering?.id).toBe(ids.offer);
    const keyResults = answer.objectives.flatMap((o) => o.keyResults);
    ids.changeKeyResult = keyResults.find((k) => k.targetType === 'change')!.id;
    ids.tag = keyResults.find((k) => k.targetType === 'task')!.targetCalculation;
  });

  it('PATCH /api/key-results/{id} {currentValue (number)}', async () => {
    const answer = await call(KeyResultResponse, 'PATCH', `/api/key-results/${ids.changeKeyResult}`, { currentValue: 120 });
    expect(answer.keyResult.currentValue).toBe(120);
  });

  it('GET /api/tasks/by-tag/{tag}?strategyId={id}', async () => {
    const { tasks } = await call(TasksResponse, 'GET', `/api/tasks/by-tag/${ids.tag}?strategyId=${ids.strategy}`);
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((t) => t.tags.includes(ids.tag))).toBe(true);
  });

  it('GET /api/tasks/{id}: Task (title, strategyId)', async () => {
    const { tasks } = await call(TasksResponse, 'GET', '/api/tasks');
    ids.task = tasks.find((t) => !t.dependencyId && t.formatId)!.id;
    const task = await call(Task, 'GET', `/api/tasks/${ids.task}`);
    expect(task.strategyId).toBe(ids.strategy);
    expect(task.title).toMatch(/.+/);
  });

  it('part 1: PATCH /api/tasks/{id}/status {status}', async () => {
    expect((await call(Task, 'PATCH', `/api/tasks/${ids.task}/status`, { status: 'completed' })).status).toBe('completed');
    expect((await call(Task, 'PATCH', `/api/tasks/${ids.task}/status`, { status: 'pending' })).status).toBe('pending');
  });

  it('part 1: POST /api/tasks/{id}/execute {strategyId}: results and taskDetails.taskTitle', async () => {
    const answer = await call(ExecuteTaskResponse, 'POST', `/api/tasks/${ids.task}/execute`, { strategyId: ids.strategy }, 202);
    expect(answer.results.status).toMatch(/queued|running|completed/);
    expect(answer.taskDetails.taskTitle).toMatch(/.+/);
  });

  it('GET /api/tasks/{id}/execution: the run the workspace polls', async () => {
    const run = await call(TaskExecutionResponse, 'GET', `/api/tasks/${ids.task}/execution`);
    expect(run.taskId).toBe(ids.task);
    expect(run.status).toMatch(/queued|running|completed|failed/);
  });

  it('PATCH /api/strategies/{id} {status, deadline (ISO string or null)}: Save & Close', async () => {
    const deadline = new Date(Date.now() + 9 * 86_400_000).toISOString();
    const saved = await call(StrategyResponse, 'PATCH', `/api/strategies/${ids.strategy}`, { status: 'active', deadline });
    expect(saved.strategy.deadline).toBe(deadline.slice(0, 10));
    expect((await call(StrategyResponse, 'PATCH', `/api/strategies/${ids.strategy}`, { status: 'active', deadline: null })).strategy.deadline).toBeNull();
  });

  it('PATCH /api/strategies/{id}/status {status: completed or active}', async () => {
    expect((await call(StrategyResponse, 'PATCH', `/api/strategies/${ids.strategy}/status`, { status: 'completed' })).strategy.status).toBe('completed');
    expect((await call(StrategyResponse, 'PATCH', `/api/strategies/${ids.strategy}/status`, { status: 'active' })).strategy.status).toBe('active');
  });

  it('GET /api/platforms and GET /api/formats?platformId={id}: {platforms} and {formats}', async () => {
    const { platforms } = await call(PlatformsResponse, 'GET', '/api/platforms');
    expect(platforms.map((p) => p.id)).toContain('instagram');
    const { formats } = await call(FormatsResponse, 'GET', '/api/formats?platformId=instagram');
    expect(formats.map((f) => f.id)).toContain('instagram-caption');
  });

  it('POST /api/files/new {}: {file}; GET /api/files/{id}: {file}; GET /api/files: files list', async () => {
    const created = await call(FileResponse, 'POST', '/api/files/new', {}, 201);
    ids.file = created.file.id;
    expect((await call(FileResponse, 'GET', `/api/files/${ids.file}`)).file.id).toBe(ids.file);
    expect((await call(FilesResponse, 'GET', '/api/files')).files.map((f) => f.id)).toContain(ids.file);
  });

  const instructions = { platformId: 'instagram', formatId: 'instagram-caption', audience: 'Commuter Chris', offer: 'Morning Pass', topic: 'Skip the morning line' };

  it('POST /api/mindstudio/execute-writing {workerId, workflow, variables, contentInstructions, currentFileId}: content or result, fileId, fileName', async () => {
    const answer = await call(ExecuteWritingResponse, 'POST', '/api/mindstudio/execute-writing', {
      workerId: 'navia-composer',
      workflow: 'Main.flow',
      variables: { userID: 'ignored', topic: instructions.topic, audience: instructions.audience, offer: instructions.offer, platform: 'Instagram', format: 'Caption' },
      contentInstructions: instructions,
      currentFileId: ids.file,
    });
    expect(typeof (answer.content || answer.result)).toBe('string');
    expect(answer.fileId).toBe(ids.file);
    expect(answer.fileName).toMatch(/.+/);
  });

  it('PATCH /api/files/{id}/save-approved {content, name, contentInstructions{…}}: {file{name}}', async () => {
    const answer = await call(FileResponse, 'PATCH', `/api/files/${ids.file}/save-approved`, { content: 'Skip the line ☕', name: 'Morning caption', contentInstructions: instructions });
    expect(answer.file.name).toBe('Morning caption');
  });

  it('POST /api/files/{id}/copy (no body): {file}', async () => {
    const answer = await call(FileResponse, 'POST', `/api/files/${ids.file}/copy`, undefined, 201);
    expect(answer.file.name).toBe('Morning caption (Copy)');
    ids.copy = answer.file.id;
  });

  it('DELETE /api/files/{id}', async () => {
    await call(DeleteFileResponse, 'DELETE', `/api/files/${ids.copy}`);
    expect((await call(FilesResponse, 'GET', '/api/files')).files.map((f) => f.id)).not.toContain(ids.copy);
  });

  it('DELETE /api/strategies/{id}', async () => {
    await call(DeleteStrategyResponse, 'DELETE', `/api/strategies/${ids.strategy}`);
    expect((await call(StrategiesResponse, 'GET', '/api/strategies')).strategies).toEqual([]);
  });
});
