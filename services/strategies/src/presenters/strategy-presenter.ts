import { taskProgressPercent, type KeyResult, type Objective, type StrategyDetailsResponse, type StrategyListItem } from '@navia/contracts';
import type { KeyResultRow, ObjectiveRow, StrategyRow } from '../repositories/strategies-repository';

/** spec part 2 §3 "Strategy (list item)"; the percentage is completed over total tasks. */
export function presentStrategy(row: StrategyRow): StrategyListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // A launch in progress is never presented; the narrowing keeps the contract's two states.
    status: row.status === 'completed' ? 'completed' : 'active',
    deadline: row.deadline,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    completionPercentage: taskProgressPercent(row.completed_tasks, row.total_tasks),
    completedTasks: row.completed_tasks,
    totalTasks: row.total_tasks,
    isLocked: false,
    templateId: row.template_id,
    brandId: row.brand_id,
  };
}

/** A strategy as a webhook receiver gets it (issue 19). */
export function presentWebhookStrategy(row: StrategyRow, status: 'active' | 'completed') {
  return { id: row.id, name: row.name, templateId: row.template_id, status, deadline: row.deadline, brandId: row.brand_id, totalTasks: row.total_tasks };
}

export function presentKeyResult(row: KeyResultRow): KeyResult {
  return {
    id: row.id,
    description: row.description,
    targetType: row.target_type,
    targetCalculation: row.target_calculation,
    currentValue: Number(row.current_value),
    startingValue: Number(row.starting_value),
    targetValue: Number(row.target_value),
    unit: row.unit,
  };
}

export function presentDetails(row: StrategyRow, objectives: ObjectiveRow[], keyResults: KeyResultRow[]): StrategyDetailsResponse {
  const byObjective = new Map<string, KeyResultRow[]>();
  for (const kr of keyResults) byObjective.set(kr.objective_id, [...(byObjective.get(kr.objective_id) ?? []), kr]);
  return {
    strategy: presentStrategy(row),
    objectives: objectives.map(
      (o): Objective => ({
        id: o.id,
        title: o.title,
        description: o.description,
        keyResults: (byObjective.get(o.id) ?? []).sort((a, b) => a.position - b.position).map(presentKeyResult),
      }),
    ),
    selectedPersona: (row.persona as StrategyDetailsResponse['selectedPersona']) ?? null,
    selectedOffering: (row.offering as StrategyDetailsResponse['selectedOffering']) ?? null,
  };
}
