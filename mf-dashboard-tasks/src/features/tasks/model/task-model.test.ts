import type { StrategyListItem, Task } from '@navia/contracts';
import { truncateText } from '@navia/client-kit';
import { hasContent, prerequisiteOf, startTaskPath, taskAction, viewContentPath } from './task-actions';
import { buildFilterChips, matchesFilter, strategyFilter, taskTypeLabel } from './task-filters';
import { groupIntoSections } from './task-sections';

let n = 0;
function task(overrides: Partial<Task> = {}): Task {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, title: `T${n}`, description: '', status: 'pending', dueDate: null,
    timeframe: null, strategy: 'Spring Launch', strategyId: 'a0000000-0000-4000-8000-000000000001', taskType: 'social_post',
    actionType: 'ai_writer', formatId: 'f', dependencyId: null, outputFileId: null, generatedContent: null, finalContent: null,
    processingStatus: null, tags: [], updatedAt: '2026-11-01T00:00:00.000Z', ...overrides,
  };
}

describe('taskTypeLabel', () => {
  it.each([
    ['social_post', 'Social Posts'],
    ['blog_post', 'Blog Posts'],
    ['email', 'Emails'],
    ['others', 'Others'],
    ['video_script', 'Video Script'],
    ['landing_page_copy', 'Landing Page Copy'],
  ])('%s → %s', (type, label) => expect(taskTypeLabel(type)).toBe(label));
});

describe('filters', () => {
  it('uses the strategy slug form the strategies page links with', () => {
    expect(strategyFilter('Holiday Push! 2026')).toBe('strategy-holiday-push-2026');
    expect(matchesFilter(task({ strategy: 'Holiday Push! 2026' }), 'strategy-holiday-push-2026')).toBe(true);
    expect(matchesFilter(task({ strategy: 'Spring' }), 'strategy-holiday-push-2026')).toBe(false);
    expect(matchesFilter(task({ taskType: 'email' }), 'email')).toBe(true);
    expect(matchesFilter(task({ taskType: 'email' }), 'blog_post')).toBe(false);
    expect(matchesFilter(task(), 'all')).toBe(true);
  });

  it('builds one chip per strategy name and per type present, leaving out completed strategies', () => {
    const done = 'a0000000-0000-4000-8000-000000000009';
    const strategies = [{ id: done, status: 'completed' } as StrategyListItem];
    const chips = buildFilterChips(
      [task({ strategy: 'Zeta' }), task({ strategy: 'Alpha', taskType: 'email' }), task({ strategy: 'Zeta' }), task({ strategy: 'Old', strategyId: done })],
      strategies,
    );
    expect(chips).toEqual([
      { value: 'all', label: 'All Tasks' },
      { value: 'strategy-alpha', label: 'Alpha' },
      { value: 'strategy-zeta', label: 'Zeta' },
      { value: 'social_post', label: 'Social Posts' },
      { value: 'email', label: 'Emails' },
    ]);
  });
});

describe('actions', () => {
  it('decides the button from lock, content and status', () => {
    expect(taskAction(task({ outputFileId: 'f1' }), true)).toBe('locked');
    expect(taskAction(task({ finalContent: 'x' }), false)).toBe('view');
    expect(taskAction(task({ status: 'completed' }), false)).toBe('none');
    expect(taskAction(task({ status: 'completed', generatedContent: 'x' }), false)).toBe('view');
    expect(taskAction(task({ status: 'overdue' }), false)).toBe('start');
    expect(hasContent(task({ generatedContent: '' }))).toBe(false);
  });

  it('finds the open prerequisite only', () => {
    const open = task();
    const closed = task({ status: 'completed' });
    const byId = new Map([open, closed].map((t) => [t.id, t]));
    expect(prerequisiteOf(task({ dependencyId: open.id }), byId)).toBe(open);
    expect(prerequisiteOf(task({ dependencyId: closed.id }), byId)).toBeNull();
    expect(prerequisiteOf(task({ dependencyId: '00000000-0000-4000-8000-999999999999' }), byId)).toBeNull();
    expect(prerequisiteOf(task(), byId)).toBeNull();
  });

  it('builds the navigation paths', () => {
    const t = task({ id: 'b0000000-0000-4000-8000-000000000001' });
    expect(startTaskPath(t)).toBe('/create?taskId=b0000000-0000-4000-8000-000000000001&executing=true');
    expect(startTaskPath({ ...t, actionType: 'manual' })).toBe('/create?taskId=b0000000-0000-4000-8000-000000000001');
    expect(viewContentPath({ ...t, outputFileId: 'file 1' })).toBe('/create/writing?fileId=file%201');
    expect(viewContentPath(t)).toBe('/create?taskId=b0000000-0000-4000-8000-000000000001');
  });

  it.each([
    [119, false],
    [120, false],
    [121, true],
  ])('truncates a %i-character text: %s', (length, truncated) => {
    const result = truncateText('x'.repeat(length));
    expect(result.truncated).toBe(truncated);
    expect(result.text).toBe(truncated ? `${'x'.repeat(120)}...` : 'x'.repeat(length));
  });
});

describe('groupIntoSections', () => {
  const today = '2026-11-25';
  it('orders each section by due day, undated last, open before completed; past completed newest first', () => {
    const tasks = [
      task({ title: 'sat', dueDate: '2026-11-28' }),
      task({ title: 'undated week', timeframe: 'this_week' }),
      task({ title: 'tomorrow', dueDate: '2026-11-26' }),
      task({ title: 'undated tomorrow', timeframe: 'tomorrow' }),
      task({ title: 'today done', dueDate: today, status: 'completed' }),
      task({ title: 'today open', dueDate: today }),
      task({ title: 'overdue', dueDate: '2026-11-01' }),
      task({ title: 'past old', dueDate: '2026-11-01', status: 'completed' }),
      task({ title: 'past recent', dueDate: '2026-11-24', status: 'completed' }),
      task({ title: 'next month', dueDate: '2026-12-20' }),
    ];
    const titles = (list: Task[]) => list.map((t) => t.title);
    const sections = groupIntoSections(tasks, today, true);
    expect(titles(sections.today)).toEqual(['overdue', 'today open', 'today done']);
    expect(titles(sections.this_week)).toEqual(['tomorrow', 'undated tomorrow', 'sat', 'undated week']);
    expect(titles(sections.future)).toEqual(['next month']);
    expect(titles(sections.past_completed)).toEqual(['past recent', 'past old']);

    const open = groupIntoSections(tasks, today, false);
    expect(titles(open.today)).toEqual(['overdue', 'today open']);
    expect(open.past_completed).toEqual([]);
  });
});
