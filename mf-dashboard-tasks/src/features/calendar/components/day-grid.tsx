import { useState, type DragEvent } from 'react';
import { Typography } from 'antd';
import type { Task } from '@navia/contracts';
import { longDayLabel, WEEKDAY_SHORT } from '../model/calendar-days';
import { TASK_DRAG_TYPE, TaskChip } from './task-chip';

interface DayGridProps {
  weeks: string[][];
  /** The month shown (month view), so days of the weeks around it are dimmed. */
  month: string | null;
  today: string;
  byDay: ReadonlyMap<string, Task[]>;
  colours: ReadonlyMap<string, string>;
  isLocked: (task: Task) => boolean;
  onOpen: (task: Task) => void;
  onDrop: (taskId: string, day: string) => void;
}

/** The month or week view: a week a row, each day a labelled region with its tasks; a day takes a dragged task. */
export function DayGrid({ weeks, month, today, byDay, colours, isLocked, onOpen, onDrop }: DayGridProps) {
  const [over, setOver] = useState<string | null>(null);
  const dragOver = (day: string) => (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(TASK_DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    if (over !== day) setOver(day);
  };
  const drop = (day: string) => (e: DragEvent) => {
    const taskId = e.dataTransfer.getData(TASK_DRAG_TYPE);
    setOver(null);
    if (!taskId) return;
    e.preventDefault();
    onDrop(taskId, day);
  };
  return (
    <div role="group" aria-label={month ? 'Month' : 'Week'} style={{ border: '1px solid rgba(0, 0, 0, 0.12)', borderRadius: 8, overflow: 'hidden' }}>
      <div aria-hidden="true" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', background: '#fafafa' }}>
        {WEEKDAY_SHORT.map((d) => (
          <div key={d} style={{ padding: '4px 8px', fontSize: 12, fontWeight: 600 }}>
            {d}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
          {week.map((day) => {
            const tasks = byDay.get(day) ?? [];
            const outside = month !== null && day.slice(0, 7) !== month.slice(0, 7);
            return (
              <section
                key={day}
                aria-label={`${longDayLabel(day)}${day === today ? ', today' : ''}, ${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}`}
                onDragOver={dragOver(day)}
                onDragLeave={() => setOver((d) => (d === day ? null : d))}
                onDrop={drop(day)}
                style={{
                  minHeight: month ? 96 : 200,
                  padding: 4,
                  borderTop: '1px solid rgba(0, 0, 0, 0.08)',
                  borderLeft: '1px solid rgba(0, 0, 0, 0.08)',
                  background: over === day ? '#e6f0ff' : outside ? '#fafafa' : '#fff',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 2,
                  minWidth: 0,
                }}
              >
                <Typography.Text strong={day === today} type={outside ? 'secondary' : undefined} style={{ fontSize: 12 }}>
                  {day === today ? `${Number(day.slice(8))} · Today` : Number(day.slice(8))}
                </Typography.Text>
                {tasks.map((task) => (
                  <TaskChip key={task.id} task={task} colour={colours.get(task.strategyId) ?? '#1d4ed8'} locked={isLocked(task)} onOpen={onOpen} />
                ))}
              </section>
            );
          })}
        </div>
      ))}
    </div>
  );
}
