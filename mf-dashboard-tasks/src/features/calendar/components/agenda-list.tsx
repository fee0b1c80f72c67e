import { Flex, Typography } from 'antd';
import type { Task } from '@navia/contracts';
import { longDayLabel } from '../model/calendar-days';
import { TaskChip } from './task-chip';

interface AgendaListProps {
  today: string;
  byDay: ReadonlyMap<string, Task[]>;
  colours: ReadonlyMap<string, string>;
  isLocked: (task: Task) => boolean;
  onOpen: (task: Task) => void;
}

/** Under 768 px: the days that have tasks, in order, each a heading and its tasks (rescheduled with the date picker). */
export function AgendaList({ today, byDay, colours, isLocked, onOpen }: AgendaListProps) {
  const days = [...byDay.keys()].sort();
  return (
    <Flex vertical gap={12} role="list" aria-label="Agenda">
      {days.map((day) => (
        <section key={day} role="listitem" aria-label={longDayLabel(day)}>
          <Typography.Title level={2} style={{ fontSize: 15, margin: '0 0 4px' }}>
            {`${longDayLabel(day)}${day === today ? ' · Today' : ''}`}
          </Typography.Title>
          <Flex vertical gap={4}>
            {(byDay.get(day) ?? []).map((task) => (
              <TaskChip key={task.id} task={task} colour={colours.get(task.strategyId) ?? '#1d4ed8'} locked={isLocked(task)} onOpen={onOpen} />
            ))}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}
