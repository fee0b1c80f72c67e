import {
  BrandDataResponse,
  FileEntity,
  Format,
  Platform,
  Task,
  WRITING_FORMATS,
  WRITING_PLATFORMS,
  PLATFORM_SOCIAL_KEYS,
  PERSONA_FIELDS,
  type AiModel,
  type AiModelsResponse,
  type VoiceScore,
  type PlanKey,
  type User,
} from '@navia/contracts';

// Shared by the writing tests only (no .test suffix, so jest does not run it as a suite). Fixtures are parsed with
// the contract schemas, so a fixture the real server could not send fails here instead of passing silently.

export const BRAND_ID = '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const USER_ID = '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11';
export const STRATEGY_ID = '5a1e2c3d-4b5f-4c6d-8e7f-9a0b1c2d3e4f';
export const TASK_ID = '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeUser(plan: PlanKey = 'basic'): User {
  return {
    id: USER_ID,
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    publicMetadata: { onboardingComplete: true },
    plan: { key: plan, name: plan },
  };
}

/** The basic (Build) plan's platforms: Instagram, Facebook, Email, Blog; the rest carry a crown. */
const BASIC = ['instagram', 'facebook', 'email', 'blog'];

export const PLATFORMS: Platform[] = WRITING_PLATFORMS.map((p, i) =>
  Platform.parse({
    id: p.id,
    name: p.name,
    available: BASIC.includes(p.id),
    requiredPlan: BASIC.includes(p.id) ? null : 'pro',
    socialKey: PLATFORM_SOCIAL_KEYS[p.id],
    sortOrder: i,
  }),
);

/** Every catalogue format, with worker settings, except Instagram Reel Script (no writer configured). */
export function formatsFor(platformId: string): Format[] {
  return WRITING_FORMATS.filter((f) => f.platformId === platformId).map((f, i) =>
    Format.parse({
      id: f.id,
      name: f.name,
      platformId: f.platformId,
      description: f.writer.description,
      writerConfig: f.writer,
      mindstudioConfig: f.id === 'instagram-reel-script' ? null : { workerId: `worker-${f.platformId}`, workflow: 'Write.flow', defaultVariables: { length: 'short' } },
      available: BASIC.includes(f.platformId),
      sortOrder: i,
    }),
  );
}

let next = 500;
export function makeFile(overrides: Partial<FileEntity> = {}): FileEntity {
  return FileEntity.parse({
    id: uuid(next++),
    name: 'Spring menu post',
    fileType: 'text_document',
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    status: 'draft',
    content: '# Spring menu\n\nFresh **flavours** are here.',
    approvedContent: null,
    contentInstructions: { platformId: 'instagram', formatId: 'instagram-caption', audience: 'Busy Parents', offer: 'Espresso Club', topic: 'Spring menu' },
    sourceTaskId: null,
    brandId: BRAND_ID,
    version: 1,
    ...overrides,
  });
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return Task.parse({
    id: TASK_ID,
    title: 'Write a welcome post',
    description: 'Say hello to new followers.',
    status: 'pending',
    dueDate: '2026-05-01',
    timeframe: null,
    strategy: 'Instagram Posting Rhythm',
    strategyId: STRATEGY_ID,
    taskType: 'social_post',
    actionType: 'ai_writer',
    formatId: 'instagram-caption',
    dependencyId: null,
    outputFileId: null,
    generatedContent: null,
    finalContent: null,
    processingStatus: null,
    tags: [],
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  });
}

const link = (url = '') => ({ selected: url !== '', url });

export function makeBrand(overrides: { personas?: string[]; offerings?: string[]; instagram?: string; linkedinCompany?: string } = {}) {
  const { personas = ['Busy Parents', ' ', 'none'], offerings = ['Espresso Club', 'espresso club', 'None'], instagram = 'instagram.com/beanthere' } = overrides;
  return BrandDataResponse.parse({
    id: BRAND_ID,
    brandData: {
      companyName: 'Bean There',
      website: '',
      industry: '',
      businessStage: '',
      companyStory: '',
      companyMission: '',
      companyVision: '',
      socialPlatforms: {
        facebook: link(),
        instagram: link(instagram),
        tiktok: link(),
        pinterest: link(),
        twitter: link(),
        substack: link(),
        youtube: link(),
        linkedin: { selected: false, profileUrl: '', companyUrl: overrides.linkedinCompany ?? '' },
      },
      brandPersonality: { traits: [] },
      toneOfVoice: { traits: [] },
      languageStyle: { traits: [] },
      emojiPreferences: { style: '', customEmojis: '' },
      realContent: { socialMedia: '', websiteCopy: '', emailIntros: '', blogPosts: '' },
      personas: { users: personas.map((name, i) => ({ ...Object.fromEntries(PERSONA_FIELDS.map((f) => [f, ''])), id: `p-${i}`, name })) },
      offerings: offerings.map((name, i) => ({ id: String(1700000000000 + i), name, description: '', price: '', currency: 'USD', offerUrl: '', keyValue: '', story: '' })),
      northStarStatement: '',
      northStarData: {},
    },
  });
}

export const COMPOSER_MODEL: AiModel = {
  id: 'offline',
  name: 'Navia Composer',
  writer: 'offline',
  local: true,
  description: 'Navia’s built-in writer drafts from your brand profile on this server; nothing is sent to an AI service',
};
export const LOCAL_MODEL: AiModel = { id: 'local:llama3.2:latest', name: 'llama3.2:latest', writer: 'openai', local: true, description: 'A model running on this server: your brand profile stays here' };

/** GET /api/ai/models: the composer alone unless other models are given (the first is the default). */
export function aiModels(overrides: Partial<AiModelsResponse> & { models?: AiModel[] } = {}): AiModelsResponse {
  const models = overrides.models ?? [COMPOSER_MODEL];
  return { models, defaultModel: models[0].id, selectedModel: null, activeModel: models[0], canSelect: false, requiredPlan: 'pro', ...overrides };
}

/** POST /api/voice-score: a score with the four aspects, no drift unless given. */
export function voiceScore(overrides: Partial<VoiceScore> = {}): VoiceScore {
  return {
    score: 82,
    aspects: [
      { aspect: 'personality', expected: ['Playful'], found: ['Playful'], score: 90, measured: true },
      { aspect: 'tone', expected: ['Upbeat'], found: ['Upbeat'], score: 80, measured: true },
      { aspect: 'language', expected: ['Quirky'], found: ['Casual'], score: 100, measured: false },
      { aspect: 'emoji', expected: ['playful-vibrant'], found: ['playful-vibrant'], score: 100, measured: true },
    ],
    drift: [],
    matches: [],
    ...overrides,
  };
}
