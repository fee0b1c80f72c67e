import '@navia/client-kit/src/testing/fast-computed-style';
import { render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@navia/client-kit';
import type { NewsItem, NewsResponse, Task } from '@navia/contracts';
import { errorResponse, fakeApi, type FakeApi } from '@navia/client-kit/src/testing/fake-api';
import { BRAND_ID } from '../../tasks/test/tasks-test-kit';

// Shared by the dashboard tests only (no .test suffix, so jest does not run it as a suite).

export const newsId = (n: number) => `a1a1a1a1-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeNews(n: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return { id: newsId(n), title: `News ${n}`, date: '2026-11-25', summary: `Summary ${n}.`, url: null, category: 'News', isImportant: false, ...overrides };
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export interface DashboardServeOptions {
  tasks?: Task[];
  news?: NewsItem[];
  source?: NewsResponse['source'];
  /** Ids the server holds as read for the signed-in user (the kit's token 'tok'); other tokens start with none. */
  readIds?: string[];
  /** Replaces GET /api/news. */
  newsAnswer?: Handler;
  /** Replaces PUT /api/news/{id}/read. */
  markAnswer?: Handler;
}

export interface DashboardServer extends FakeApi {
  calls: (method: string, prefix: string) => { url: string; body: unknown }[];
  /** The server's read marks of the signed-in user of the kit ('tok'). */
  serverReadIds: () => string[];
}

/** A fake API at the network level (the client kit's, checked against the contract) for the dashboard: brands, tasks (kept in memory), the news and its read marks. */
export function serveDashboard(options: DashboardServeOptions = {}): DashboardServer {
  let tasks = [...(options.tasks ?? [])];
  const news = options.news ?? [];
  // Read marks per bearer token, as the server keeps them per user.
  const reads = new Map<string, Set<string>>([['tok', new Set(options.readIds ?? [])]]);
  const readOf = (headers: Headers) => {
    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!reads.has(token)) reads.set(token, new Set());
    return reads.get(token)!;
  };

  const api = fakeApi({
    'GET /api/user-brands': () => ({ brands: [{ id: BRAND_ID, companyName: 'Acme', isDefault: true }] }),
    'GET /api/tasks': () => ({ tasks }),
    'PATCH /api/tasks/:id/status': (r) => {
      const task = tasks.find((t) => t.id === r.params.id);
      if (!task) return errorResponse(404, 'not_found', 'Task not found');
      const updated = { ...task, status: (r.body as { status: Task['status'] }).status };
      tasks = tasks.map((t) => (t.id === task.id ? updated : t));
      return updated;
    },
    'GET /api/news': (r) => {
      if (options.newsAnswer) return options.newsAnswer(r.url, r.init);
      const read = readOf(r.headers);
      return { news, message: `${news.length} news items`, source: options.source ?? 'builtin', readIds: news.map((n) => n.id).filter((id) => read.has(id)) };
    },
    'PUT /api/news/:id/read': (r) => {
      if (options.markAnswer) return options.markAnswer(r.url, r.init);
      readOf(r.headers).add(r.params.id);
      return { id: r.params.id, readAt: '2026-11-25T18:00:00.000Z' };
    },
  });
  return {
    ...api,
    calls: (method, prefix) => api.sent(method, prefix).map(({ url, body }) => ({ url, body })),
    serverReadIds: () => [...(reads.get('tok') ?? [])],
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` as the shell would host it: antd App, the query client, a router at /dashboard. */
export function renderInApp(ui: React.ReactNode, queryClient: QueryClient = createQueryClient()) {
  const view = render(
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="*" element={<>{ui}<Where /></>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
  return { ...view, queryClient };
}

export const location = () => screen.getByTestId('location').textContent;
export const newsCard = () => screen.getByRole('region', { name: 'News Feed' });
export const newsTitles = () =>
  within(newsCard())
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
export const newsArticle = (title: string) => within(newsCard()).getByRole('article', { name: title });
