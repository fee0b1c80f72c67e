import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  brandSetupProgressQueryKey,
  createQueryClient,
  newsQueryKey,
  taskPagesQueryKey,
  tasksQuery,
  tasksQueryKey,
  useActiveBrandStore,
} from '@navia/client-kit';
import type { BrandSetupProgressResponse, BrandSummary, NewsResponse, TaskListPage, TasksResponse } from '@navia/contracts';
import { fakeApi, type FakeApi } from '@navia/client-kit/src/testing/fake-api';
import { loadRemoteRoutes } from './remote-registry';
import { forgetLoadedRemotes } from '../components/remote-route';
import { prefetchRouteData } from './route-data';
import { makeUser, renderApp, setAuth } from '../../../test/render-app';

jest.mock('./remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRemote = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

const USER = makeUser();
const DEFAULT_BRAND: BrandSummary = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme', isDefault: true };
const CHOSEN_BRAND: BrandSummary = { id: '6d0a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c', companyName: 'Bolt', isDefault: false };
const TASKS: TasksResponse = { tasks: [] };
const FIRST_PAGE: TaskListPage = { tasks: [], nextOffset: null, kinds: [] };
const NEWS: NewsResponse = { news: [], message: '', source: 'builtin', readIds: [] };
const PROGRESS: BrandSetupProgressResponse = {
  success: true,
  brandName: 'Acme',
  progress: { steps: [], summary: { completed: 0, total: 0, percentage: 0 }, firstTimeCompletion: false },
};

let api: FakeApi;

beforeEach(() => {
  api = fakeApi({
    'GET /api/user-brands': () => ({ brands: [DEFAULT_BRAND, CHOSEN_BRAND] }),
    'GET /api/tasks': (request) => (request.query.get('view') === 'list' ? FIRST_PAGE : TASKS),
    'GET /api/news': () => NEWS,
    'GET /api/brand-setup-progress': () => PROGRESS,
    'GET /api/strategies': () => ({ strategies: [] }),
  });
  setAuth({ status: 'signedIn', user: USER, accessToken: 't' });
  useActiveBrandStore.setState({ brand: null });
  forgetLoadedRemotes();
  loadRemote.mockReset();
});

const callsTo = (path: string) => api.requests.filter((request) => request.path === path).map((request) => request.url);

it("fills the cache under the dashboard's keys for the active brand", async () => {
  const client = createQueryClient();
  await prefetchRouteData(client, '/dashboard');
  expect(client.getQueryData(tasksQueryKey(DEFAULT_BRAND.id))).toEqual(TASKS);
  expect(client.getQueryData(newsQueryKey(USER.id))).toEqual(NEWS);
  expect(client.getQueryData(brandSetupProgressQueryKey(DEFAULT_BRAND.id, false))).toEqual(PROGRESS);
  expect(callsTo('/api/tasks')).toEqual([`/api/tasks?brandId=${DEFAULT_BRAND.id}`]);
});

it('scopes the calls to the brand the person chose, as the pages do', async () => {
  useActiveBrandStore.setState({ brand: { id: CHOSEN_BRAND.id, name: 'Bolt' } });
  const client = createQueryClient();
  await prefetchRouteData(client, '/tasks');
  // The tasks page reads the lean list view page by page: its first page, under the page's key.
  expect(client.getQueryData(taskPagesQueryKey(CHOSEN_BRAND.id))).toEqual({ pages: [FIRST_PAGE], pageParams: [0] });
  expect(callsTo('/api/tasks')).toEqual([`/api/tasks?view=list&brandId=${CHOSEN_BRAND.id}`]);
  expect(callsTo('/api/strategies')).toEqual([`/api/strategies?brandId=${CHOSEN_BRAND.id}`]);
});

it("lets the page's hook render from the prefetched entry without calling again", async () => {
  const client = createQueryClient();
  await prefetchRouteData(client, '/dashboard');
  // What mf-dashboard-tasks' useTasks runs: the same client-kit definition.
  function TasksCount() {
    const { data } = useQuery(tasksQuery(DEFAULT_BRAND.id));
    return <p>{data ? `${data.tasks.length} tasks` : 'loading'}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <TasksCount />
    </QueryClientProvider>,
  );
  expect(screen.getByText('0 tasks')).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(callsTo('/api/tasks')).toHaveLength(1);
});

it("starts the route's calls while the remote's code is still loading", async () => {
  loadRemote.mockImplementation(() => new Promise(() => {})); // the remote never arrives
  renderApp('/dashboard');
  await waitFor(() => expect(callsTo('/api/tasks')).toHaveLength(1));
  expect(callsTo('/api/news')).toHaveLength(1);
  expect(callsTo('/api/brand-setup-progress')).toHaveLength(1);
  expect(loadRemote).toHaveBeenCalledWith('mf_dashboard_tasks');
  expect(screen.getByText('Loading...')).toBeVisible();
});

it('starts nothing for a page without listed data, nor while signed out, nor before onboarding is complete', async () => {
  const client = createQueryClient();
  await prefetchRouteData(client, '/pricing');
  // The bootstrap starts the opened page's data before the gates render: one not yet onboarded is sent on instead.
  setAuth({ status: 'signedIn', user: makeUser({}, false), accessToken: 't' });
  await prefetchRouteData(client, '/dashboard');
  setAuth({ status: 'signedOut' });
  await prefetchRouteData(client, '/dashboard');
  expect(api.requests).toEqual([]);
});
