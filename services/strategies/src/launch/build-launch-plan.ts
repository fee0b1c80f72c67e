import {
  CHANGE_VALUE_KEY,
  DEFAULT_KEY_RESULT_UNIT,
  changeValueKey,
  durationDays,
  projectedTarget,
  spreadDueDate,
  type CreateTaskItem,
  type StrategyTemplate,
} from '@navia/contracts';
import { validationError } from '@navia/service-kit';

export interface PlannedKeyResult {
  description: string;
  targetType: 'task' | 'change' | 'other';
  targetCalculation: string;
  startingValue: number;
  currentValue: number;
  targetValue: number;
  unit: string;
}

export interface PlannedObjective {
  title: string;
  description: string;
  keyResults: PlannedKeyResult[];
}

export interface LaunchPlan {
  objectives: PlannedObjective[];
  tasks: CreateTaskItem[];
}

export interface LaunchChoices {
  changeValues: Record<string, string>;
  selectedPercentages: Record<string, string>;
  today: string;
  goalDate: string;
}

/**
 * Turns a template and the owner's launch choices into what gets stored: objectives and key results with their
 * figures, and tasks with due dates spread from today to the goal date (spec part 2 §2.4, §5). Pure, so every rule is
 * unit-tested; a bad choice is refused with the body field it came from.
 */
export function buildLaunchPlan(template: StrategyTemplate, choices: LaunchChoices): LaunchPlan {
  const objectives = template.templatePayload.objectives;
  refuseUnknownKeys(template, choices);
  const allTasks = objectives.flatMap((o) => o.tasks);
  const tasksWithTag = (tag: string) => allTasks.filter((t) => t.tags.includes(tag)).length;

  const planned = objectives.map((objective, oi): PlannedObjective => ({
    title: objective.title,
    description: objective.description,
    keyResults: objective.key_results.map((kr, ki): PlannedKeyResult => {
      const unit = kr.unit || DEFAULT_KEY_RESULT_UNIT;
      if (kr.target_type === 'task') {
        return { description: kr.description, targetType: 'task', targetCalculation: kr.tag, startingValue: 0, currentValue: 0, targetValue: tasksWithTag(kr.tag), unit };
      }
      if (kr.target_type === 'change') {
        const key = changeValueKey(oi, ki);
        const raw = choices.changeValues[key];
        if (raw === undefined || raw.trim() === '') {
          throw validationError(`changeValues.${key}: Enter the current value for "${kr.description}"`, `changeValues.${key}`);
        }
        const percent = choices.selectedPercentages[key] ?? kr.target_value[0];
        if (!kr.target_value.includes(percent)) {
          throw validationError(`selectedPercentages.${key}: Choose one of ${kr.target_value.map((p) => `${p}%`).join(', ')}`, `selectedPercentages.${key}`);
        }
        const starting = Number(raw);
        return {
          description: kr.description,
          targetType: 'change',
          targetCalculation: `[${percent}% increase]`,
          startingValue: starting,
          currentValue: starting,
          targetValue: projectedTarget(starting, percent) ?? starting,
          unit,
        };
      }
      const target = Number.parseFloat(kr.target_value);
      return { description: kr.description, targetType: 'other', targetCalculation: `[${kr.target_value}]`, startingValue: 0, currentValue: 0, targetValue: Number.isFinite(target) ? target : 0, unit };
    }),
  }));

  const days = durationDays(template.templatePayload.duration);
  const tasks = allTasks.map(
    (t): CreateTaskItem => ({
      key: t.key,
      title: t.title,
      description: t.description,
      dueDate: spreadDueDate(t.day_offset, days, choices.today, choices.goalDate),
      taskType: t.task_type,
      actionType: t.action_type,
      ...(t.format_id ? { formatId: t.format_id } : {}),
      tags: t.tags,
      ...(t.depends_on ? { dependsOnKey: t.depends_on } : {}),
    }),
  );
  return { objectives: planned, tasks };
}

/** A value for a key result that is not a change key result of this template is a client bug worth naming. */
function refuseUnknownKeys(template: StrategyTemplate, choices: LaunchChoices): void {
  for (const [map, values] of [['changeValues', choices.changeValues], ['selectedPercentages', choices.selectedPercentages]] as const) {
    for (const key of Object.keys(values)) {
      const m = CHANGE_VALUE_KEY.exec(key);
      const kr = m ? template.templatePayload.objectives[Number(m[1])]?.key_results[Number(m[2])] : undefined;
      if (kr?.target_type !== 'change') throw validationError(`${map}.${key}: No change key result at this position of the template`, `${map}.${key}`);
    }
  }
}
