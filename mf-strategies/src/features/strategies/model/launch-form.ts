import {
  changeValueKey,
  countNoun,
  DEFAULT_KEY_RESULT_UNIT,
  type CreateFromTemplateBody,
  type StrategyTemplateView,
  type TemplateKeyResult,
} from '@navia/contracts';

type Payload = StrategyTemplateView['templatePayload'];
export type ChangeKeyResult = Extract<TemplateKeyResult, { target_type: 'change' }>;

/** spec part 2 §5: the current-value input keeps digits only. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** spec part 2 §5: the projected target is shown with the key result's unit, 'items' when it has none. */
export function keyResultUnit(unit: string | undefined): string {
  return unit?.trim() || DEFAULT_KEY_RESULT_UNIT;
}

/** spec part 2 §2.4: a task key result's '0 of N', N being the template's tasks (in any objective) with its tag. */
export function taskCountWithTag(payload: Pick<Payload, 'objectives'>, tag: string): number {
  return payload.objectives.reduce((count, objective) => count + objective.tasks.filter((task) => task.tags.includes(tag)).length, 0);
}

/**
 * spec part 2 §2.4: 'progress 0 of the number of template tasks with its tag', the tag named, so the person can
 * tell which tasks count: '0 of 3 tasks with the tag "rhythm_setup"' ('0 of 1 task ...' for one).
 */
export function taskKeyResultText(payload: Pick<Payload, 'objectives'>, tag: string): string {
  return `0 of ${countNoun(taskCountWithTag(payload, tag), 'task')} with the tag "${tag}"`;
}

/** Every change key result with its launch-map key (objective and key-result positions in the template). */
export function changeKeyResults(payload: Pick<Payload, 'objectives'>): { key: string; keyResult: ChangeKeyResult }[] {
  return payload.objectives.flatMap((objective, i) =>
    objective.key_results.flatMap((keyResult, j) => (keyResult.target_type === 'change' ? [{ key: changeValueKey(i, j), keyResult }] : [])),
  );
}

/** spec part 2 §5: Launch is disabled while any change key result's current value is empty or blank. */
export function hasBlankChangeValue(payload: Pick<Payload, 'objectives'>, values: Record<string, string>): boolean {
  return changeKeyResults(payload).some(({ key }) => !(values[key] ?? '').trim());
}

/** spec part 2 §5: the percentage is one of the template's options; the first is the default. */
export function chosenPercent(keyResult: ChangeKeyResult, chosen: string | undefined): string {
  return chosen && keyResult.target_value.includes(chosen) ? chosen : keyResult.target_value[0];
}

export interface LaunchChoices {
  goalDate: string | null;
  offerId: string | undefined;
  personaId: string | undefined;
  /** Current values by launch-map key, digits only. */
  values: Record<string, string>;
  /** Chosen percentages by launch-map key (absent: the first option). */
  percents: Record<string, string>;
  brandId: string | null;
}

/** spec part 2 §7 POST /api/strategies/create-from-template. Optional fields are left out rather than sent empty. */
export function buildCreateBody(template: Pick<StrategyTemplateView, 'id' | 'templatePayload'>, choices: LaunchChoices): CreateFromTemplateBody {
  const changeValues: Record<string, string> = {};
  const selectedPercentages: Record<string, string> = {};
  for (const { key, keyResult } of changeKeyResults(template.templatePayload)) {
    changeValues[key] = digitsOnly(choices.values[key] ?? '');
    selectedPercentages[key] = chosenPercent(keyResult, choices.percents[key]);
  }
  return {
    templateId: template.id,
    ...(choices.goalDate ? { goalDate: choices.goalDate } : {}),
    ...(choices.personaId ? { targetPersonaId: choices.personaId } : {}),
    ...(choices.offerId ? { targetOfferId: choices.offerId } : {}),
    changeValues,
    selectedPercentages,
    ...(choices.brandId ? { brandId: choices.brandId } : {}),
  };
}
