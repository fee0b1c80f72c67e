import type { CSSProperties } from 'react';
import { Tag } from 'antd';
import { dateChipLabel, isOverdue, taskBucket, type TaskListItem } from '@navia/contracts';

// antd's preset red and blue tag texts fall under WCAG AA's 4.5:1 at this size; these keep the same hues at 5:1 or more.
const OVERDUE: CSSProperties = { color: '#b02a2a', background: '#fff1f0', borderColor: '#ffc9c7' };
const TODAY: CSSProperties = { color: '#2743b8', background: '#eef2ff', borderColor: '#c5d0fa' };

/** spec part 1 §4 "Date chip text"; the colour only repeats what the text says (overdue, today). */
export function TaskDateChip({ task, today }: { task: TaskListItem; today: string }) {
  const overdue = isOverdue(task, today);
  const dueToday = !overdue && taskBucket(task, today) === 'today';
  return (
    <Tag style={{ marginInlineEnd: 0, ...(overdue ? OVERDUE : dueToday ? TODAY : undefined) }} data-testid="date-chip">
      {dateChipLabel(task, today)}
    </Tag>
  );
}
