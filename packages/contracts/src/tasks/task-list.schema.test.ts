import { TASKS_PAGE_MAX, Task, TaskListItem, TaskListPage, TasksQuery } from './task.schema';

const full: Task = {
  id: '7b1e0f00-0000-4000-8000-000000000001',
  title: 'Write the launch post',
  description: 'x'.repeat(300),
  status: 'pending',
  dueDate: '2026-11-25',
  timeframe: null,
  strategy: 'Spring Launch',
  strategyId: '5a0d1c2b-0000-4000-8000-000000000001',
  taskType: 'social_post',
  actionType: 'ai_writer',
  formatId: 'instagram-post',
  dependencyId: null,
  outputFileId: null,
  generatedContent: 'A long generated post',
  finalContent: null,
  processingStatus: null,
  processingError: null,
  tags: ['awareness'],
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const { generatedContent: _g, finalContent: _f, ...withoutContents } = full;
const lean = { ...withoutContents, description: 'x'.repeat(120), descriptionTruncated: true, hasContent: true };

describe('the tasks list view (GET /api/tasks?view=list)', () => {
  it('takes a lean item: the description preview and its flag, hasContent instead of the contents', () => {
    const item = TaskListItem.parse(lean);
    expect(item).toMatchObject({ descriptionTruncated: true, hasContent: true });
    expect('generatedContent' in item).toBe(false);
    // The full schema refuses it: a spec client asking without view=list never gets such an item.
    expect(Task.safeParse(lean).success).toBe(false);
  });

  it('takes a whole task as a list item too (the dashboard and a status answer hand full tasks to the same cards)', () => {
    expect(TaskListItem.parse(full).generatedContent).toBe('A long generated post');
  });

  it('answers a page with the next offset (null on the last) and, on the first page, the kinds of tasks', () => {
    const page = TaskListPage.parse({ tasks: [lean], nextOffset: 100, kinds: [{ strategyId: full.strategyId, strategy: 'Spring Launch', taskType: 'social_post' }] });
    expect(page.nextOffset).toBe(100);
    expect(TaskListPage.safeParse({ tasks: [lean] }).success).toBe(false);
    expect(TaskListPage.parse({ tasks: [], nextOffset: null }).kinds).toBeUndefined();
  });

  it('reads view, offset and limit from the query string, bounded', () => {
    expect(TasksQuery.parse({ view: 'list', offset: '200', limit: '50' })).toEqual({ view: 'list', offset: 200, limit: 50 });
    expect(TasksQuery.parse({})).toEqual({});
    expect(TasksQuery.safeParse({ view: 'full' }).success).toBe(false);
    expect(TasksQuery.safeParse({ view: 'list', limit: String(TASKS_PAGE_MAX + 1) }).success).toBe(false);
    expect(TasksQuery.safeParse({ view: 'list', offset: '-1' }).success).toBe(false);
  });
});
