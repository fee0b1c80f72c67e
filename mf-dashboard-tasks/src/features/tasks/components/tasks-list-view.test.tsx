import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaskListItem } from '@navia/contracts';
import { card, inCard, makeTask, openTasksPage, section, signIn, taskId } from '../test/tasks-test-kit';

// The tasks page on the lean, paged list view (issue 16 item 5).

beforeEach(() => signIn());
afterEach(() => jest.useRealTimers());

const WHOLE = `${'Plan the week of posts around the launch and the offer. '.repeat(4)}Then schedule them.`;

/** What the list view sends for a task: the description's first 120 characters, hasContent, no contents. */
function lean(overrides: Partial<TaskListItem> = {}): TaskListItem {
  const { generatedContent: _g, finalContent: _f, ...rest } = makeTask(overrides);
  return { ...rest, description: WHOLE.slice(0, 120), descriptionTruncated: true, hasContent: false, ...overrides };
}

it('asks for the list view, and Read more fetches the whole task for its description', async () => {
  const item = lean({ title: 'Plan the week' });
  const { server } = await openTasksPage({ tasks: [item], fullTasks: [makeTask({ id: item.id, title: 'Plan the week', description: WHOLE })] });
  expect(server.calls('GET', '/api/tasks')[0].url).toContain('view=list');
  expect(inCard('Plan the week').getByText(`${WHOLE.slice(0, 120).trimEnd()}...`)).toBeVisible();
  expect(server.calls('GET', `/api/tasks/${item.id}`)).toHaveLength(0);

  fireEvent.click(inCard('Plan the week').getByRole('button', { name: 'Read more' }));
  expect(await inCard('Plan the week').findByText(WHOLE)).toBeVisible();
  expect(server.calls('GET', `/api/tasks/${item.id}`)).toHaveLength(1);
  fireEvent.click(inCard('Plan the week').getByRole('button', { name: 'Show less' }));
  expect(inCard('Plan the week').getByText(`${WHOLE.slice(0, 120).trimEnd()}...`)).toBeVisible();
});

it('shows View Content for a lean task that says it has content', async () => {
  await openTasksPage({ tasks: [lean({ title: 'Written already', hasContent: true })] });
  expect(inCard('Written already').getByRole('button', { name: /^View Content/ })).toBeVisible();
});

it('loads the next page on Load more tasks, marks growing sections with +, and builds chips from the first page', async () => {
  const tasks = [1, 2, 3].map((n) => lean({ id: taskId(900 + n), title: `Future ${n}`, dueDate: `2026-12-1${n}` }));
  tasks.push(lean({ id: taskId(950), title: 'Far email', dueDate: '2026-12-31', taskType: 'email' }));
  const { server } = await openTasksPage({ tasks, pageSize: 2 });
  expect(screen.getByRole('button', { name: 'Future (2+)' })).toBeVisible();
  // The email on the last page already has its chip.
  expect(within(screen.getByRole('group', { name: 'Filter tasks' })).getByRole('button', { name: 'Emails' })).toBeVisible();

  expect(screen.queryByRole('article', { name: 'Future 3' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /Load more tasks/ }));
  expect(await screen.findByRole('article', { name: 'Future 3' })).toBeVisible();
  expect(screen.getByRole('article', { name: 'Far email' })).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('button', { name: /Load more tasks/ })).toBeNull());
  expect(screen.getByRole('button', { name: 'Future (4)' })).toBeVisible();
  expect(within(section(/^Future/)).getAllByRole('article')).toHaveLength(4);
  expect(server.calls('GET', '/api/tasks').map((c) => new URL(c.url, 'http://x').searchParams.get('offset'))).toEqual([null, '2']);
  expect(card('Future 1')).toBeVisible();
});
