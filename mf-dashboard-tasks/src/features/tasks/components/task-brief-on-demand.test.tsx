// A task card's brief dialog is built only once it is first opened (issue 16): a list shows many cards, and each
// closed dialog (antd's Modal with its motion, and the full task's query) used to be rendered on every page's start.
import { fireEvent, screen, within } from '@testing-library/react';
import { inCard, makeTask, openTasksPage, signIn } from '../test/tasks-test-kit';

type Rendered = { briefDialogsRendered?: string[] };
// Records the task of each render of the dialog (on the global: the factory can run while this file's imports load).
jest.mock('./task-brief-dialog', () => {
  const actual = jest.requireActual('./task-brief-dialog');
  const seen = globalThis as Rendered;
  seen.briefDialogsRendered = [];
  return {
    ...actual,
    TaskBriefDialog: (props: { task: { title: string } }) => {
      seen.briefDialogsRendered?.push(props.task.title);
      return actual.TaskBriefDialog(props);
    },
  };
});
const briefDialogsRendered = () => new Set((globalThis as Rendered).briefDialogsRendered);

jest.setTimeout(30_000);
beforeEach(() => signIn());

it("renders no card's brief dialog until its Start Task is pressed, then only that card's", async () => {
  const manual = { actionType: 'manual' as const, formatId: null, taskType: 'others' as const };
  await openTasksPage({
    tasks: [makeTask({ title: 'Visit the market', ...manual }), makeTask({ title: 'Call the printer', ...manual }), makeTask({ title: 'Write it', actionType: 'ai_writer', formatId: 'instagram-post' })],
  });
  expect(briefDialogsRendered()).toEqual(new Set());

  fireEvent.click(inCard('Visit the market').getByRole('button', { name: /^Start Task/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Visit the market')).toBeVisible();
  expect(briefDialogsRendered()).toEqual(new Set(['Visit the market']));
});
