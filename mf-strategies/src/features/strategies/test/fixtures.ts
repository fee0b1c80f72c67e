import {
  StrategyDetailsResponse,
  StrategyTemplateView,
  type BrandSetupProgressResponse,
  type KeyResult,
  type PlanKey,
  type StrategyListItem,
  type Task,
  type User,
} from '@navia/contracts';

// Shared by the strategies tests only (no .test suffix, so jest does not run it as a suite). Fixtures are parsed
// with the contract schemas, so a fixture the real server could not send fails here rather than passing silently.

export const BRAND_ID = '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const STRATEGY_ID = '5a1e2c3d-4b5f-4c6d-8e7f-9a0b1c2d3e4f';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeUser(plan: PlanKey = 'basic', timezone = 'UTC'): User {
  return {
    id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    publicMetadata: { onboardingComplete: true, timezone },
    plan: { key: plan, name: plan },
  };
}

let nextId = 100;
export function makeStrategy(overrides: Partial<StrategyListItem> = {}): StrategyListItem {
  return {
    id: uuid(nextId++),
    name: 'Instagram Posting Rhythm',
    description: 'Three posts a week for 30 days.',
    status: 'active',
    deadline: '2026-12-21',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    completionPercentage: 40,
    completedTasks: 2,
    totalTasks: 5,
    isLocked: false,
    templateId: 'instagram-posting-rhythm',
    brandId: BRAND_ID,
    ...overrides,
  };
}

const LONG = 'A description long enough for the template schema to accept it as written.';
const task = (key: string, tags: string[], day: number) => ({
  key,
  title: `Task ${key}`,
  description: `Do the ${key} step of this strategy properly.`,
  tags,
  day_offset: day,
  task_type: 'others' as const,
  action_type: 'manual' as const,
});

type TemplateOverrides = Partial<Omit<StrategyTemplateView, 'templatePayload'>> & { templatePayload?: Partial<StrategyTemplateView['templatePayload']> };

/**
 * A template with a task key result (tag 'rhythm_setup', 3 tasks across objectives 1 and 2), a change key result
 * (obj1_kr1: followers, options 10/20/30) and another change key result without a unit (obj1_kr2).
 */
export function makeTemplate(overrides: TemplateOverrides = {}): StrategyTemplateView {
  const { templatePayload, ...rest } = overrides;
  return StrategyTemplateView.parse({
    id: 'instagram-posting-rhythm',
    name: 'Instagram Posting Rhythm',
    description: LONG,
    metadata: { goalType: 'consistency', platform: 'instagram' },
    accessTier: 'explore',
    requiredPlan: 'starter',
    isLocked: false,
    ...rest,
    templatePayload: {
      goal: { name: 'Post three times a week', description: LONG },
      duration: '30 days',
      commitment: '3 posts a week, 10 minutes per day',
      objectives: [
        {
          title: 'Set up a rhythm',
          description: 'Fix your posting days and the topics you rotate through.',
          key_results: [{ target_type: 'task', description: 'Finish the setup steps', tag: 'rhythm_setup', target_value: '3', unit: 'steps' }],
          tasks: [task('pick-days', ['rhythm_setup'], 0), task('pick-pillars', ['rhythm_setup'], 1)],
        },
        {
          title: 'Publish every week',
          description: 'Batch the writing so posting days only need a tap.',
          key_results: [
            { target_type: 'task', description: 'Publish the weekly posts', tag: 'instagram_post', target_value: '2', unit: 'posts' },
            { target_type: 'change', description: 'Grow your followers', target_value: ['10', '20', '30'], unit: 'followers' },
            { target_type: 'change', description: 'Get more profile visits', target_value: ['5', '15'], unit: ' ' },
          ],
          tasks: [task('idea-bank', ['rhythm_setup', 'ideas'], 2), task('post-1', ['instagram_post'], 3), task('post-2', ['instagram_post'], 9)],
        },
      ],
      ...templatePayload,
    },
  });
}

export function progressAt(percentage: number): BrandSetupProgressResponse {
  return {
    success: true,
    brandName: 'Acme',
    progress: {
      steps: [{ id: 'company-basics', title: 'Tell Us About Your Company', sequence: 1, completed: percentage === 100, locked: false, navigationPath: '/brand-profile/who-you-are', targetField: [] }],
      summary: { completed: percentage === 100 ? 1 : 0, total: 1, percentage },
      firstTimeCompletion: false,
    },
  };
}

export const OFFERINGS = [
  { id: '1700000000001', name: 'Espresso Club', description: '', price: '19', currency: 'USD', offerUrl: '', keyValue: '', story: '' },
  { id: '1700000000002', name: 'Latte Class', description: '', price: '45', currency: 'USD', offerUrl: '', keyValue: '', story: '' },
];
const persona = (id: string, name: string) => ({
  id, name, age: '', gender: '', location: '', educationLevel: '', industry: '', occupation: '', incomeLevel: '',
  relationshipStatus: '', childrenStatus: '', mainFrustration: '', mainNeed: '', obstacles: '', triedBefore: '', offlineTime: '', onlineTime: '',
});
export const PERSONAS = [persona('p-1', 'Busy Parent'), persona('p-2', 'Student')];

export const KR = {
  task: { id: uuid(1), description: 'Finish the setup steps', targetType: 'task', targetCalculation: '["rhythm_setup"]', currentValue: 0, startingValue: 0, targetValue: 3, unit: 'steps' },
  change: { id: uuid(2), description: 'Grow your followers', targetType: 'change', targetCalculation: '[20% increase]', currentValue: 100, startingValue: 100, targetValue: 120, unit: 'followers' },
} satisfies Record<string, KeyResult>;

export function makeDetails(overrides: Partial<StrategyDetailsResponse> = {}): StrategyDetailsResponse {
  return StrategyDetailsResponse.parse({
    strategy: makeStrategy({ id: STRATEGY_ID, name: 'Instagram Posting Rhythm', description: 'Three posts a week.' }),
    objectives: [
      { id: uuid(10), title: 'Set up a rhythm', description: 'Fix your posting days.', keyResults: [KR.task] },
      { id: uuid(11), title: 'Grow the audience', description: 'Post steadily.', keyResults: [KR.change] },
    ],
    selectedPersona: PERSONAS[0],
    selectedOffering: OFFERINGS[0],
    ...overrides,
  });
}

export function makeTask(status: Task['status'], tags: string[] = ['rhythm_setup']): Task {
  return {
    id: uuid(nextId++),
    title: 'A task',
    description: 'Do it',
    status,
    dueDate: null,
    timeframe: null,
    strategy: 'Instagram Posting Rhythm',
    strategyId: STRATEGY_ID,
    taskType: 'others',
    actionType: 'manual',
    formatId: null,
    dependencyId: null,
    outputFileId: null,
    generatedContent: null,
    finalContent: null,
    processingStatus: null,
    tags,
    updatedAt: '2026-11-22T10:00:00.000Z',
  };
}
