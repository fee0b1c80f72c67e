import type { Task } from '@navia/contracts';
import { makeTask } from '../../tasks/test/tasks-test-kit';
import { todaysTasks } from './todays-tasks';

const titles = (tasks: Task[]) => tasks.map((t) => t.title);

describe('todaysTasks', () => {
  // Wednesday 2026-11-25.
  const today = '2026-11-25';

  it('keeps the open tasks due today or overdue, overdue first by day, and leaves the rest out', () => {
    const tasks = [
      makeTask({ title: 'today', dueDate: '2026-11-25' }),
      makeTask({ title: 'two days late', dueDate: '2026-11-23' }),
      makeTask({ title: 'tomorrow', dueDate: '2026-11-26' }),
      makeTask({ title: 'done today', dueDate: '2026-11-25', status: 'completed' }),
      makeTask({ title: 'done late', dueDate: '2026-11-20', status: 'completed' }),
      makeTask({ title: 'undated today', dueDate: null, timeframe: 'today' }),
      makeTask({ title: 'undated overdue', dueDate: null, status: 'overdue' }),
      makeTask({ title: 'undated this week', dueDate: null, timeframe: 'this_week' }),
      makeTask({ title: 'one day late', dueDate: '2026-11-24' }),
      makeTask({ title: 'processing now', dueDate: '2026-11-25', status: 'processing' }),
    ];
    expect(titles(todaysTasks(tasks, today))).toEqual(['two days late', 'one day late', 'today', 'processing now', 'undated today', 'undated overdue']);
  });

  it('counts the day given, not the machine’s', () => {
    const tasks = [makeTask({ title: 'thursday', dueDate: '2026-11-26' })];
    expect(todaysTasks(tasks, '2026-11-25')).toEqual([]);
    expect(titles(todaysTasks(tasks, '2026-11-26'))).toEqual(['thursday']);
  });
});
