import type { Task, TaskKind, TaskListItem } from '@navia/contracts';
import type { TaskListRow, TaskRow } from '../repositories/tasks-repository';

/** What a task and a list item share, read the same way from either row. */
function presentTaskFields(row: TaskRow | TaskListRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status as Task['status'],
    dueDate: row.due_date,
    timeframe: row.timeframe as Task['timeframe'],
    strategy: row.strategy_name,
    strategyId: row.strategy_id,
    taskType: row.task_type as Task['taskType'],
    actionType: row.action_type as Task['actionType'],
    formatId: row.format_id,
    dependencyId: row.dependency_id,
    outputFileId: row.output_file_id,
    processingStatus: row.processing_status,
    processingError: row.processing_error ?? null,
    tags: row.tags ?? [],
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function presentTask(row: TaskRow): Task {
  return { ...presentTaskFields(row), generatedContent: row.generated_content, finalContent: row.final_content };
}

/** The list view's task: no contents, the description cut to its preview (the repository reads it so). */
export function presentTaskListItem(row: TaskListRow): TaskListItem {
  return { ...presentTaskFields(row), descriptionTruncated: row.description_truncated, hasContent: row.has_content };
}

/** A task as a webhook receiver gets it (issue 19): what identifies it and where it stands, not its contents. */
export function presentWebhookTask(row: TaskRow) {
  return { id: row.id, title: row.title, status: row.status, dueDate: row.due_date, strategyId: row.strategy_id, strategy: row.strategy_name, brandId: row.brand_id };
}

export function presentTaskKind(row: Pick<TaskRow, 'strategy_id' | 'strategy_name' | 'task_type'>): TaskKind {
  return { strategyId: row.strategy_id, strategy: row.strategy_name, taskType: row.task_type as Task['taskType'] };
}
