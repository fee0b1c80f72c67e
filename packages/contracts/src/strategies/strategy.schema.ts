import { z } from 'zod';
import { CalendarDay, IsoDay } from '../common/primitives';
import { OfferingRecord } from '../brand/offering.schema';
import { PersonaRecord } from '../brand/persona.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * Launched strategies, their objectives and key results (spec part 2 §3, §7). A strategy belongs to one user and
 * one of their brands; its task counts are kept by the strategies service from task events.
 */
export const STRATEGY_STATUSES = ['active', 'completed'] as const;
export const StrategyStatus = lazySchema(() => z.enum(STRATEGY_STATUSES));
export type StrategyStatus = z.infer<typeof StrategyStatus>;


/** spec part 2 §3 "Strategy (list item)". */
export const StrategyListItem = lazySchema(() => z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  status: StrategyStatus,
  /** The goal date, a calendar day in the user's time zone. */
  deadline: CalendarDay.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completionPercentage: z.number().int().min(0).max(100),
  completedTasks: z.number().int().min(0),
  totalTasks: z.number().int().min(0),
  /** Always false for a launched strategy (spec: not shown on list items). */
  isLocked: z.boolean(),
  templateId: z.string(),
  brandId: z.string().uuid(),
}));
export type StrategyListItem = z.infer<typeof StrategyListItem>;

export const StrategiesResponse = lazySchema(() => z.object({ strategies: z.array(StrategyListItem) }));
export type StrategiesResponse = z.infer<typeof StrategiesResponse>;

/** `?brandId=` follows the active brand; without it the user's default brand is meant. */
export const StrategiesQuery = lazySchema(() => z.object({ brandId: z.string().uuid('Must be a brand id').optional() }));
export type StrategiesQuery = z.infer<typeof StrategiesQuery>;

export const KEY_RESULT_TARGET_TYPES = ['task', 'change', 'other'] as const;
export const KeyResultTargetType = lazySchema(() => z.enum(KEY_RESULT_TARGET_TYPES));
export type KeyResultTargetType = z.infer<typeof KeyResultTargetType>;

/**
 * spec part 2 §3 "Key result". targetCalculation: for a task key result the tag its tasks carry; for a change key
 * result a bracketed label such as '[20% increase]'.
 */
export const KeyResult = lazySchema(() => z.object({
  id: z.string().uuid(),
  description: z.string(),
  targetType: KeyResultTargetType,
  targetCalculation: z.string(),
  currentValue: z.number(),
  startingValue: z.number(),
  targetValue: z.number(),
  unit: z.string(),
}));
export type KeyResult = z.infer<typeof KeyResult>;

export const Objective = lazySchema(() => z.object({ id: z.string().uuid(), title: z.string(), description: z.string(), keyResults: z.array(KeyResult) }));
export type Objective = z.infer<typeof Objective>;

/** GET /api/strategies/{id}/details. Persona and offering are the ones chosen at launch, as they were then. */
export const StrategyDetailsResponse = lazySchema(() => z.object({
  strategy: StrategyListItem,
  objectives: z.array(Objective),
  selectedPersona: PersonaRecord.nullable(),
  selectedOffering: OfferingRecord.nullable(),
}));
export type StrategyDetailsResponse = z.infer<typeof StrategyDetailsResponse>;

export const StrategyIdParams = lazySchema(() => z.object({ id: z.string().uuid('Must be a strategy id') }));
export type StrategyIdParams = z.infer<typeof StrategyIdParams>;

/** Keys of the launch maps: objective and key-result positions in the template, from 0 (`obj0_kr1`). */
export const CHANGE_VALUE_KEY = /^obj(\d+)_kr(\d+)$/;
export const changeValueKey = (objectiveIndex: number, keyResultIndex: number) => `obj${objectiveIndex}_kr${keyResultIndex}`;

const changeKey = lazySchema(() => z.string().regex(CHANGE_VALUE_KEY, 'Keys look like obj0_kr0'));

/** spec part 2 §7 "POST /api/strategies/create-from-template". */
export const CreateFromTemplateBody = lazySchema(() => z.object({
  templateId: z.string().trim().min(1, 'templateId: Choose a template').max(120),
  /** yyyy-MM-dd; defaults from the template's duration (spec part 2 §9). */
  goalDate: CalendarDay.optional(),
  targetPersonaId: z.string().trim().max(64).optional(),
  targetOfferId: z.string().trim().max(64).optional(),
  /** Current value of each change key result, digits only. */
  changeValues: z.record(changeKey, z.string().regex(/^\d{1,12}$/, 'Enter the current value as digits only')).default({}),
  /** Chosen percentage increase of each change key result, one of the template's options. */
  selectedPercentages: z.record(changeKey, z.string().regex(/^\d{1,3}$/, 'Choose one of the percentage options')).default({}),
  /** The active brand; the user's default brand when absent. */
  brandId: z.string().uuid('Must be a brand id').optional(),
}));
export type CreateFromTemplateBody = z.input<typeof CreateFromTemplateBody>;

export const CreateFromTemplateResponse = lazySchema(() => z.object({ success: z.literal(true), strategyId: z.string().uuid(), strategy: StrategyListItem }));
export type CreateFromTemplateResponse = z.infer<typeof CreateFromTemplateResponse>;

/** spec part 2 §3 "Recent strategy creation response". `strategy` is null when the user has launched none. */
export const RecentStrategyCreationResponse = lazySchema(() => z.object({
  success: z.literal(true),
  /** True while the user's first strategy ever is fresh (launched within RECENT_CREATION_WINDOW_MS). */
  firstTimeCreation: z.boolean(),
  strategy: z.object({ id: z.string().uuid(), templateName: z.string(), templateId: z.string() }).nullable(),
}));
export type RecentStrategyCreationResponse = z.infer<typeof RecentStrategyCreationResponse>;
export const RECENT_CREATION_WINDOW_MS = 10 * 60 * 1000;

/** PATCH /api/strategies/{id} (Save & Close). deadline: an ISO date or date-time (its calendar day is kept), or null. */
export const UpdateStrategyBody = lazySchema(() => z
  .object({
    status: StrategyStatus.optional(),
    deadline: IsoDay.nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.deadline !== undefined, { message: 'Send a status or a deadline' }));
export type UpdateStrategyBody = z.input<typeof UpdateStrategyBody>;

/** PATCH /api/strategies/{id}/status (spec: exists, unused by the screens). */
export const UpdateStrategyStatusBody = lazySchema(() => z.object({ status: StrategyStatus }));
export type UpdateStrategyStatusBody = z.infer<typeof UpdateStrategyStatusBody>;

export const StrategyResponse = lazySchema(() => z.object({ success: z.literal(true), strategy: StrategyListItem }));
export type StrategyResponse = z.infer<typeof StrategyResponse>;

export const DeleteStrategyResponse = lazySchema(() => z.object({ success: z.literal(true), deletedTasks: z.number().int().min(0) }));
export type DeleteStrategyResponse = z.infer<typeof DeleteStrategyResponse>;

export const KeyResultIdParams = lazySchema(() => z.object({ id: z.string().uuid('Must be a key result id') }));
export type KeyResultIdParams = z.infer<typeof KeyResultIdParams>;

/** PATCH /api/key-results/{id}: sent on every edit (spec part 2 §5). */
export const UpdateKeyResultBody = lazySchema(() => z.object({
  currentValue: z.number({ error: 'currentValue: Must be a number' }).finite().min(0, 'currentValue: Must be 0 or more').max(1e12),
}));
export type UpdateKeyResultBody = z.infer<typeof UpdateKeyResultBody>;

export const KeyResultResponse = lazySchema(() => z.object({ success: z.literal(true), keyResult: KeyResult }));
export type KeyResultResponse = z.infer<typeof KeyResultResponse>;
