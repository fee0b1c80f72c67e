import { screen, waitFor } from '@testing-library/react';
import { useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { BRAND_ID, makeTask, signIn } from '../../tasks/test/tasks-test-kit';
import { renderInApp, serveDashboard } from '../test/dashboard-test-kit';
import { BRAND_SETUP_LOADING_HEIGHT, NEWS_LOADING_HEIGHT, TODAYS_TASKS_LOADING_HEIGHT } from './card-styles';
import { DashboardPage } from './dashboard-page';

jest.setTimeout(30_000);
afterEach(() => jest.useRealTimers());

// Issue 16: while its answers load, the dashboard holds the room the setup card, Today's Tasks and the news feed
// will take, so nothing below them jumps when the answers arrive.
const minHeightOf = (label: string) => (screen.getByRole('status', { name: label }) as HTMLElement).style.minHeight;

describe("the dashboard's loading state", () => {
  beforeEach(() => signIn());

  it('reserves fixed heights for the three cards until their answers arrive', async () => {
    serveDashboard({ tasks: [makeTask({ title: 'Write launch post' })] });
    renderInApp(<DashboardPage />);
    expect(minHeightOf('Loading brand setup progress')).toBe(`${BRAND_SETUP_LOADING_HEIGHT}px`);
    expect(minHeightOf("Loading today's tasks")).toBe(`${TODAYS_TASKS_LOADING_HEIGHT}px`);
    expect(minHeightOf('Loading news')).toBe(`${NEWS_LOADING_HEIGHT}px`);
    expect(await screen.findByRole('article', { name: 'Write launch post' })).toBeVisible();
    await waitFor(() => expect(screen.queryAllByRole('status', { name: /^Loading/ })).toEqual([]));
  });

  it('holds no room for the setup card once this browser has seen the setup complete', () => {
    const userId = useAuthStore.getState().user!.id;
    localStorage.setItem(`navia.brandSetupCompleted.${userId}.${BRAND_ID}`, 'true');
    useActiveBrandStore.setState({ brand: { id: BRAND_ID, name: 'Acme' } });
    serveDashboard();
    renderInApp(<DashboardPage />);
    expect(screen.queryByRole('status', { name: 'Loading brand setup progress' })).toBeNull();
    expect(screen.getByRole('status', { name: "Loading today's tasks" })).toBeVisible();
  });
});
