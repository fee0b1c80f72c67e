import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { firstVisitKey, markFirstVisit, setRuntimeSettings, useAuthStore } from '@navia/client-kit';
import { makeTask, signIn } from '../../tasks/test/tasks-test-kit';
import { DEFAULT_SUPPORT_URL } from '../hooks/use-support-url';
import { renderInApp, serveDashboard } from '../test/dashboard-test-kit';
import { DashboardPage } from './dashboard-page';

jest.setTimeout(30_000);

// Today is Wednesday 2026-11-25 for the Los Angeles user (the tasks kit's NOW).
afterEach(() => jest.useRealTimers());

const todaysTitles = () =>
  within(screen.getByRole('region', { name: "Today's Tasks" }))
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

describe('the dashboard page', () => {
  beforeEach(() => signIn());

  it('completes a task from the dashboard: the checkmark plays and the task leaves the list', async () => {
    const server = serveDashboard({ tasks: [makeTask({ title: 'Write launch post' }), makeTask({ title: 'Reply to comments' })] });
    renderInApp(<DashboardPage />);
    const checkbox = await within(await screen.findByRole('article', { name: 'Write launch post' })).findByRole('checkbox');
    fireEvent.click(checkbox);
    expect(await screen.findByTestId('completion-checkmark')).toBeVisible();
    await waitFor(() => expect(todaysTitles()).toEqual(['Reply to comments']));
    expect(server.calls('PATCH', '/api/tasks/')).toEqual([{ url: expect.stringMatching(/\/status$/), body: { status: 'completed' } }]);
  });

  it("titles its cards with level-2 headings, between the page's h1 and the items' h3 (no skipped level)", async () => {
    serveDashboard({ tasks: [makeTask({ title: 'Write launch post' })] });
    renderInApp(<DashboardPage />);
    await screen.findByRole('article', { name: 'Write launch post' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(["Today's Tasks", 'News Feed']);
  });

  it('welcomes the user by first name, with User when there is none', () => {
    serveDashboard();
    const { unmount } = renderInApp(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ann' })).toBeVisible();
    unmount();
    useAuthStore.setState((s) => ({ user: s.user && { ...s.user, firstName: '' } }));
    renderInApp(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, User' })).toBeVisible();
  });

  it('greets a person on their first visit (just onboarded) with Welcome, and with Welcome back from then on', () => {
    serveDashboard();
    const userId = useAuthStore.getState().user!.id;
    markFirstVisit(userId);
    const { unmount } = renderInApp(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ann' })).toBeVisible();
    expect(localStorage.getItem(firstVisitKey(userId))).toBeNull();
    unmount();
    renderInApp(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ann' })).toBeVisible();
  });

  it('opens the support page in a new tab from Help', () => {
    serveDashboard();
    const { unmount } = renderInApp(<DashboardPage />);
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help.getAttribute('href')).toBe(DEFAULT_SUPPORT_URL);
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
    unmount();

    // The deployment's SUPPORT_URL, as the shell stores it from /remotes.json.
    setRuntimeSettings({ supportUrl: 'https://support.example.com/navia' });
    try {
      renderInApp(<DashboardPage />);
      expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('https://support.example.com/navia');
    } finally {
      setRuntimeSettings(undefined);
    }
  });

  it("puts Today's Tasks and the News Feed under the welcome line", async () => {
    serveDashboard({ tasks: [makeTask({ title: 'One' })] });
    renderInApp(<DashboardPage />);
    const tasks = await screen.findByRole('region', { name: "Today's Tasks" });
    const news = screen.getByRole('region', { name: 'News Feed' });
    const welcome = screen.getByRole('heading', { level: 1 });
    expect(welcome.compareDocumentPosition(tasks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tasks.compareDocumentPosition(news) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
