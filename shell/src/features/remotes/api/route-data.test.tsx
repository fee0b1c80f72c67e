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
import { fakeApi, jsonResponse, type FakeApi, type FakeRoutes } from '@navia/client-kit/src/testing/fake-api';
import { startEarlyGet, takeEarlyGet } from '@navia/client-kit/src/api/early-gets';
import { FIRST_CALL_PATHS, ROUTE_FIRST_CALLS, firstCallsOf } from '../model/route-first-calls';
import { startEarlyRouteData } from './early-route-data';
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
const ROUTES: FakeRoutes = {
  'GET /api/user-brands': () => ({ brands: [DEFAULT_BRAND, CHOSEN_BRAND] }),
  'GET /api/tasks': (request) => (request.query.get('view') === 'list' ? FIRST_PAGE : TASKS),
  'GET /api/news': () => NEWS,
  'GET /api/brand-setup-progress': () => PROGRESS,
  'GET /api/strategies': () => ({ strategies: [] }),
};

beforeEach(() => {
  // A new page: main.js's early calls are open again (early-gets.ts).
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('navia.early-gets')];
  api = fakeApi(ROUTES);
  setAuth({ status: 'signedIn', user: USER, accessToken: 't' });
  // A new browser too: the brand list's query stores the brand it resolves (use-active-brand.ts).
  localStorage.clear();
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

// main.js sends a page's first calls before the app's code has arrived (early-route-data.ts), and the client kit takes
// an early answer over only for the very same path: the prefetch must ask for exactly what main.js sent.
describe("the same first calls as main.js's", () => {
  const routes = ROUTE_FIRST_CALLS.map(({ path }) => path.replace('/*', '/who-you-are'));

  it.each(routes)('%s: the prefetch asks for the paths main.js sends', async (pathname) => {
    api = fakeApi({
      ...ROUTES,
      'GET /api/recent-strategy-creation': () => ({ success: true, firstTimeCreation: false, strategy: null }),
      // The workspace's brand read is retried when it fails: an answer the client kit accepts keeps the test quick.
      'GET /api/brand-data/:brandId': (request) => jsonResponse(200, { id: request.params.brandId, brandData: {} }),
      'GET /api/platforms': () => ({ platforms: [] }),
      'GET /api/files': () => ({ files: [] }),
    });
    const context = { userId: USER.id, brandId: DEFAULT_BRAND.id };
    const early = firstCallsOf(pathname, context).map((call) => FIRST_CALL_PATHS[call](context));
    expect(early.length).toBeGreaterThan(0);
    await prefetchRouteData(createQueryClient(), pathname);
    const asked = api.requests.map((request) => request.url).filter((url) => url !== '/api/user-brands');
    expect([...new Set(asked)].sort()).toEqual([...new Set(early)].sort());
  });

  it("takes main.js's answers over: one request per call, and none left behind", async () => {
    const fetched = () => api.requests.map((request) => request.url).sort();
    // What main.js would have sent, with the session's token ('t', setAuth above).
    const context = { userId: USER.id, brandId: DEFAULT_BRAND.id };
    void startEarlyGet('/api/user-brands', 't');
    for (const call of firstCallsOf('/dashboard', context)) void startEarlyGet(FIRST_CALL_PATHS[call](context) ?? '', 't');
    // And one the page will not ask for (another brand's), which must not stay to answer a later read.
    void startEarlyGet(`/api/tasks?brandId=${CHOSEN_BRAND.id}`, 't');
    const before = fetched();
    const client = createQueryClient();
    await prefetchRouteData(client, '/dashboard');
    expect(fetched()).toEqual(before);
    expect(client.getQueryData(tasksQueryKey(DEFAULT_BRAND.id))).toEqual(TASKS);
    expect(client.getQueryData(newsQueryKey(USER.id))).toEqual(NEWS);
    expect(takeEarlyGet(`/api/tasks?brandId=${CHOSEN_BRAND.id}`, 't')).toBeUndefined();
  });

  it('has main.js send them once the early refresh has restored an onboarded session, for the stored brand', async () => {
    useActiveBrandStore.setState({ brand: null });
    localStorage.setItem('navia.activeBrandId', CHOSEN_BRAND.id);
    const refresh = { accessToken: 'early-token', user: USER };
    (globalThis as Record<symbol, unknown>)[Symbol.for('navia.early-refresh.session')] = Promise.resolve(refresh);
    try {
      await startEarlyRouteData('/tasks');
      await waitFor(() => expect(api.requests).toHaveLength(3));
      expect(api.requests.map((request) => [request.url, request.headers.get('Authorization')])).toEqual([
        ['/api/user-brands', 'Bearer early-token'],
        [`/api/tasks?view=list&brandId=${CHOSEN_BRAND.id}`, 'Bearer early-token'],
        [`/api/strategies?brandId=${CHOSEN_BRAND.id}`, 'Bearer early-token'],
      ]);
      // Taken by the client kit's GET of the same path with the same token, once.
      expect(takeEarlyGet(`/api/strategies?brandId=${CHOSEN_BRAND.id}`, 'another-token')).toBeUndefined();
      expect(takeEarlyGet(`/api/strategies?brandId=${CHOSEN_BRAND.id}`, 'early-token')).toBeDefined();
      expect(takeEarlyGet(`/api/strategies?brandId=${CHOSEN_BRAND.id}`, 'early-token')).toBeUndefined();
    } finally {
      localStorage.clear();
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('navia.early-refresh.session')];
    }
  });

  it("has main.js send nothing the page has asked for already (the app's code came from the cache), nor anything after", async () => {
    const session = Symbol.for('navia.early-refresh.session');
    (globalThis as Record<symbol, unknown>)[session] = Promise.resolve({ accessToken: 't', user: USER });
    try {
      await prefetchRouteData(createQueryClient(), '/tasks');
      const asked = api.requests.length;
      await startEarlyRouteData('/tasks');
      expect(api.requests).toHaveLength(asked);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[session];
    }
  });

  it('has main.js send nothing before onboarding, signed out, or on a page without first calls', async () => {
    const session = Symbol.for('navia.early-refresh.session');
    (globalThis as Record<symbol, unknown>)[session] = Promise.resolve({ accessToken: 'x', user: makeUser({}, false) });
    await startEarlyRouteData('/tasks');
    (globalThis as Record<symbol, unknown>)[session] = Promise.resolve(null);
    await startEarlyRouteData('/tasks');
    (globalThis as Record<symbol, unknown>)[session] = Promise.resolve({ accessToken: 'x', user: USER });
    await startEarlyRouteData('/pricing');
    delete (globalThis as Record<symbol, unknown>)[session];
    expect(api.requests).toEqual([]);
  });
});
