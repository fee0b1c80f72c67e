import { BRAND_SETUP_STEPS, LIST_PATHS, STRATEGY_STEP_ID, type BrandSetupStep, type BrandSetupSummary, type StepDefinition } from '@navia/contracts';

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Filled: a non-blank string, a list with a filled item (traits), any number or boolean. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  return typeof value === 'number' || typeof value === 'boolean';
}

/**
 * A plain path is filled when its value is. A path into a list ('offerings.name') is filled when the list has at
 * least one item and every item's field is filled: one half-written offer keeps its step open, as the screens show
 * that offer's empty fields as required.
 */
export function isFieldFilled(data: Record<string, unknown>, path: string): boolean {
  const list = LIST_PATHS.find((prefix) => path.startsWith(`${prefix}.`));
  if (!list) return isFilled(valueAt(data, path.split('.')));
  const items = valueAt(data, list.split('.'));
  if (!Array.isArray(items) || items.length === 0) return false;
  const rest = path.slice(list.length + 1).split('.');
  return items.every((item) => isFilled(valueAt(item, rest)));
}

export interface ProgressInput {
  /** The brand record as the screens see it (GET /api/brand-data's brandData). */
  data: Record<string, unknown>;
  strategyCreated: boolean;
  excludeStrategyStep: boolean;
}

export interface ComputedProgress {
  steps: BrandSetupStep[];
  summary: BrandSetupSummary;
  /** Every step except the strategy one is complete. */
  brandStepsComplete: boolean;
}

function toStep(def: StepDefinition, sequence: number, completed: boolean, locked: boolean): BrandSetupStep {
  return { id: def.id, title: def.title, sequence, completed, locked, navigationPath: def.navigationPath, targetField: def.targetField };
}

/** spec part 1 §2 "Brand-setup progress card": steps, completed/total and percent, the strategy step last and locked. */
export function computeBrandSetupProgress({ data, strategyCreated, excludeStrategyStep }: ProgressInput): ComputedProgress {
  const brandDefs = BRAND_SETUP_STEPS.filter((def) => def.id !== STRATEGY_STEP_ID);
  const steps = brandDefs.map((def, i) => toStep(def, i + 1, def.targetField.every((path) => isFieldFilled(data, path)), false));
  const brandStepsComplete = steps.every((step) => step.completed);
  if (!excludeStrategyStep) {
    const strategyDef = BRAND_SETUP_STEPS.find((def) => def.id === STRATEGY_STEP_ID) as StepDefinition;
    steps.push(toStep(strategyDef, steps.length + 1, strategyCreated, !brandStepsComplete));
  }
  const completed = steps.filter((step) => step.completed).length;
  // Floor, so 100 % means every step is done.
  const percentage = Math.floor((completed / steps.length) * 100);
  return { steps, summary: { completed, total: steps.length, percentage }, brandStepsComplete };
}
