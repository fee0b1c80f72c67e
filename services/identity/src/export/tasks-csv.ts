import type { ExportTask } from '@navia/contracts';

/** tasks.csv's columns, in order: what a spreadsheet user needs to carry on with their plan elsewhere. */
const COLUMNS: ReadonlyArray<[string, (task: ExportTask) => string | null]> = [
  ['id', (t) => t.id],
  ['title', (t) => t.title],
  ['description', (t) => t.description],
  ['status', (t) => t.status],
  ['due_date', (t) => t.dueDate],
  ['timeframe', (t) => t.timeframe],
  ['strategy', (t) => t.strategy],
  ['strategy_id', (t) => t.strategyId],
  ['brand_id', (t) => t.brandId],
  ['task_type', (t) => t.taskType],
  ['action_type', (t) => t.actionType],
  ['format_id', (t) => t.formatId],
  ['depends_on', (t) => t.dependencyId],
  ['tags', (t) => t.tags.join('; ')],
  ['output_file_id', (t) => t.outputFileId],
  ['created_at', (t) => t.createdAt],
  ['completed_at', (t) => t.completedAt],
  ['updated_at', (t) => t.updatedAt],
];

/**
 * One cell, RFC 4180: quoted when it holds a comma, quote or line break. A cell a spreadsheet would read as a formula
 * (=, +, -, @, tab or carriage return first) gets a leading apostrophe: a task title is the user's own text, but
 * a template's or an import's could be anyone's, and opening the file must not run it (OWASP "CSV injection").
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const TASKS_CSV_HEADER = COLUMNS.map(([name]) => name).join(',') + '\r\n';

/** The rows of some tasks, each ended by CRLF (written page by page after TASKS_CSV_HEADER). */
export function tasksCsvRows(tasks: readonly ExportTask[]): string {
  return tasks.map((task) => COLUMNS.map(([, cell]) => csvCell(cell(task))).join(',') + '\r\n').join('');
}
