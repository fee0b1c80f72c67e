import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TodaysTasksCard } from '../../dashboard/components/todays-tasks-card';
import { renderInApp, serveDashboard } from '../../dashboard/test/dashboard-test-kit';
import { makeTask, openTasksPage, signIn } from '../test/tasks-test-kit';

jest.setTimeout(30_000);

beforeEach(() => signIn());
afterEach(() => jest.useRealTimers());

const checkbox = (title: string) => within(screen.getByRole('article', { name: title })).getByRole('checkbox') as HTMLInputElement;

/** Space on a focused checkbox: the browser turns it into a click on the input. */
function pressSpace(box: HTMLInputElement) {
  act(() => box.focus());
  fireEvent.keyDown(box, { key: ' ', code: 'Space' });
  fireEvent.click(box);
  fireEvent.keyUp(box, { key: ' ', code: 'Space' });
}

const gone = (title: string) => waitFor(() => expect(screen.queryByRole('article', { name: title })).toBeNull());

describe('completing a task with Space keeps focus in the list', () => {
  it("on the dashboard, moves to the next task's checkbox as the completed card leaves Today's Tasks", async () => {
    serveDashboard({ tasks: [makeTask({ title: 'First' }), makeTask({ title: 'Second' }), makeTask({ title: 'Third' })] });
    renderInApp(<TodaysTasksCard onCompleted={() => {}} />);
    await screen.findByRole('article', { name: 'First' });
    pressSpace(checkbox('First'));
    await gone('First');
    await waitFor(() => expect(checkbox('Second')).toHaveFocus());
  });

  it("on the dashboard, moves to Today's Tasks itself once the last task of the day is done", async () => {
    serveDashboard({ tasks: [makeTask({ title: 'Only' })] });
    renderInApp(<TodaysTasksCard onCompleted={() => {}} />);
    await screen.findByRole('article', { name: 'Only' });
    pressSpace(checkbox('Only'));
    await screen.findByText('No tasks scheduled for today');
    await waitFor(() => expect(screen.getByRole('region', { name: "Today's Tasks" })).toHaveFocus());
  });

  it('on the tasks page with completed tasks hidden, moves to the previous task at the end of the list, then to the page', async () => {
    await openTasksPage({ tasks: [makeTask({ title: 'First' }), makeTask({ title: 'Last' })] });
    fireEvent.click(screen.getByRole('switch', { name: 'Show completed tasks' }));
    pressSpace(checkbox('Last'));
    await gone('Last');
    await waitFor(() => expect(checkbox('First')).toHaveFocus());
    pressSpace(checkbox('First'));
    await gone('First');
    // Focus lands on the element that holds the page's heading (the page itself), not on nothing.
    await waitFor(() => expect(document.body).not.toHaveFocus());
    expect(document.activeElement?.contains(screen.getByRole('heading', { level: 1, name: 'Tasks' }))).toBe(true);
  });

  it('on the tasks page, moves to the next task as a completed overdue task leaves for Past Completed Tasks', async () => {
    await openTasksPage({ tasks: [makeTask({ title: 'Late', dueDate: '2026-11-23' }), makeTask({ title: 'Due today' })] });
    pressSpace(checkbox('Late'));
    await gone('Late');
    await waitFor(() => expect(checkbox('Due today')).toHaveFocus());
  });
});
