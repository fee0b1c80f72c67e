import { z } from 'zod';
import { AccessTier, Goal, StrategyPlatform } from '../enums/marketing';
import { WritingFormatId } from '../content/writing-formats';
import { lazySchema } from '../common/lazy-schema';

/**
 * A strategy template as written in the library's data files (spec part 2 §3 "Strategy template"; payload keys in
 * the spec's snake_case). Tasks and key results carry local keys so a template can state dependencies and which
 * tasks a key result counts; launching maps them to real ids.
 */
export const TASK_TYPES = ['social_post', 'blog_post', 'email', 'others'] as const;
export const TaskType = lazySchema(() => z.enum(TASK_TYPES));

/** 'ai_writer': the AI writer can execute the task (it needs a format); 'manual': the owner does it. */
export const ACTION_TYPES = ['ai_writer', 'manual'] as const;
export const ActionType = lazySchema(() => z.enum(ACTION_TYPES));

const slug = lazySchema(() => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be a lower-case slug (a-z, 0-9, hyphens)'));
const tag = lazySchema(() => z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'Must be a snake_case tag'));

export const TemplateTask = lazySchema(() => z
  .object({
    key: slug,
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(20).max(600),
    tags: z.array(tag).min(1),
    /** Days after launch, 0 = launch day; spread onto the strategy's dates at launch. */
    day_offset: z.number().int().min(0),
    task_type: TaskType,
    action_type: ActionType,
    format_id: WritingFormatId.optional(),
    /** Key of a task of the same template that must be completed first. */
    depends_on: slug.optional(),
  })
  .refine((t) => t.action_type !== 'ai_writer' || t.format_id !== undefined, { message: 'An ai_writer task needs a format_id', path: ['format_id'] }));
export type TemplateTask = z.infer<typeof TemplateTask>;

const percentOption = lazySchema(() => z.string().regex(/^\d{1,3}$/, 'A whole percentage such as "20"'));

export const TemplateKeyResult = lazySchema(() => z.discriminatedUnion('target_type', [
  /** Progress = completed tasks carrying `tag` over all tasks carrying it. */
  z.object({ target_type: z.literal('task'), description: z.string().trim().min(1).max(300), tag, target_value: z.string().regex(/^\d+$/), unit: z.string().min(1).max(40) }),
  /** A measured number the owner enters: current value now, the chosen percentage increase is the target. */
  z.object({ target_type: z.literal('change'), description: z.string().trim().min(1).max(300), target_value: z.array(percentOption).min(1).max(6), unit: z.string().min(1).max(40) }),
  z.object({ target_type: z.literal('other'), description: z.string().trim().min(1).max(300), target_value: z.string().min(1).max(60), unit: z.string().min(1).max(40) }),
]));
export type TemplateKeyResult = z.infer<typeof TemplateKeyResult>;

export const TemplateObjective = lazySchema(() => z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(20).max(600),
  key_results: z.array(TemplateKeyResult).min(1).max(4),
  tasks: z.array(TemplateTask).min(1),
}));
export type TemplateObjective = z.infer<typeof TemplateObjective>;

/** spec part 2 §3/§9 duration texts: '30 days', '5 day', '2 days', 'N weeks', 'N months'. */
export const TemplateDuration = lazySchema(() => z.string().regex(/^\d+ (?:days?|weeks?|months?)$/, "A duration such as '14 days', '3 weeks' or '2 months'"));

export const StrategyTemplate = lazySchema(() => z.object({
  id: slug,
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().min(40).max(400),
  metadata: z.object({ goalType: z.union([Goal, z.literal('all')]), platform: z.union([StrategyPlatform, z.literal('all')]) }),
  accessTier: AccessTier,
  templatePayload: z.object({
    goal: z.object({ name: z.string().trim().min(1).max(120), description: z.string().trim().min(20).max(600) }),
    duration: TemplateDuration,
    /** Comma-separated; the second part is the daily time, e.g. '3 posts a week, 15 minutes a day'. */
    commitment: z.string().regex(/^[^,]+,[^,]+$/, "Two comma-separated parts, the second the daily time: '3 posts a week, 15 minutes a day'"),
    goalDate: z.iso.date().optional(),
    objectives: z.array(TemplateObjective).min(2).max(4),
  }),
}));
export type StrategyTemplate = z.infer<typeof StrategyTemplate>;

/** Days a duration text spans (spec part 2 §9; months count as 30 days for offsets). */
export function durationDays(duration: string): number {
  const m = /^(\d+) (day|week|month)s?$/.exec(duration.trim());
  if (!m) return 30;
  const n = Number(m[1]);
  return m[2] === 'day' ? n : m[2] === 'week' ? n * 7 : n * 30;
}

/** The plan an access tier needs (spec: Explore for starter, Build for basic, Grow for pro). */
export const TIER_REQUIRED_PLAN = { explore: 'starter', build: 'basic', grow: 'pro' } as const;

/** GET /api/strategy-templates: each template with what the signed-in user's plan makes of it. */
export const StrategyTemplateView = lazySchema(() => StrategyTemplate.extend({
  /** The plan the template's tier needs (spec part 2 §3: requiredPlan). */
  requiredPlan: z.enum(['starter', 'basic', 'pro']),
  /** True when the user's plan does not include the template's tier. */
  isLocked: z.boolean(),
}));
export type StrategyTemplateView = z.infer<typeof StrategyTemplateView>;

export const StrategyTemplatesResponse = lazySchema(() => z.object({ templates: z.array(StrategyTemplateView) }));
export type StrategyTemplatesResponse = z.infer<typeof StrategyTemplatesResponse>;
