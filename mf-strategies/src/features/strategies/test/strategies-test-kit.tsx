import './fast-computed-style';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient, getDataLayer, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import type { PlanKey, RecentStrategyCreationResponse, StrategyDetailsResponse, StrategyListItem, StrategyTemplateView, Task } from '@navia/contracts';
import { StrategiesPage } from '../components/strategies-page';
import { BRAND_ID, OFFERINGS, PERSONAS, makeDetails, makeUser, progressAt } from './fixtures';

// Shared by the strategies tests only (no .test suffix, so jest does not run it as a suite).

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const errorResponse = (status: number, error: string, message: string) => jsonResponse(status, { ok: false, error, status, message });

type Handler = (body: unknown, url: string) => Response | Promise<Response>;

export interface ServeOptions {
  strategies?: StrategyListItem[] | Handler;
  templates?: StrategyTemplateView[] | Handler;
  /** Brand setup without the strategy step, in percent. */
  setupPercent?: number;
  /** A function answers each poll afresh. */
  recent?: RecentStrategyCreationResponse | (() => RecentStrategyCreationResponse);
  brandData?: Handler;
  details?: StrategyDetailsResponse | Handler;
  tasksByTag?: Record<string, Task[]>;
  create?: Handler;
  update?: Handler;
  remove?: Handler;
  keyResult?: Handler;
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeServer {
  requests: SentRequest[];
  /** Requests whose method matches and whose URL starts with `prefix`. */
  sent: (method: string, prefix: string) => SentRequest[];
}

const answer = <T,>(value: T | Handler | undefined, fallback: T, body: unknown, url: string) =>
  typeof value === 'function' ? (value as Handler)(body, url) : jsonResponse(200, value ?? fallback);

/** A fake API at the network level: every call the strategies screens make, with the answers `options` give. */
export function serveStrategies(options: ServeOptions = {}): FakeServer {
  const requests: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    const path = url.split('?')[0];
    if (path === '/api/user-brands') return jsonResponse(200, { brands: [{ id: BRAND_ID, companyName: 'Acme', isDefault: true }] });
    if (path === '/api/brand-setup-progress') return jsonResponse(200, progressAt(url.includes('excludeStrategyStep=true') ? (options.setupPercent ?? 100) : 50));
    if (path === '/api/recent-strategy-creation') {
      const recent = typeof options.recent === 'function' ? options.recent() : options.recent;
      return jsonResponse(200, recent ?? { success: true, firstTimeCreation: false, strategy: null });
    }
    if (path === '/api/strategies' && method === 'GET') return wrapList(options.strategies, body, url);
    if (path === '/api/strategy-templates') return wrapTemplates(options.templates, body, url);
    if (path.startsWith('/api/brand-data')) {
      return options.brandData ? options.brandData(body, url) : jsonResponse(200, { id: BRAND_ID, brandData: { offerings: OFFERINGS, personas: { users: PERSONAS } } });
    }
    if (path === '/api/strategies/create-from-template') return options.create ? options.create(body, url) : errorResponse(500, 'internal_error', 'No handler');
    if (/^\/api\/strategies\/[^/]+\/details$/.test(path)) return answer(options.details, makeDetails(), body, url);
    if (/^\/api\/strategies\/[^/]+$/.test(path) && method === 'PATCH') return options.update ? options.update(body, url) : errorResponse(500, 'internal_error', 'No handler');
    if (/^\/api\/strategies\/[^/]+$/.test(path) && method === 'DELETE') return options.remove ? options.remove(body, url) : errorResponse(500, 'internal_error', 'No handler');
    if (path.startsWith('/api/key-results/')) return options.keyResult ? options.keyResult(body, url) : errorResponse(500, 'internal_error', 'No handler');
    if (path.startsWith('/api/tasks/by-tag/')) {
      const tag = decodeURIComponent(path.slice('/api/tasks/by-tag/'.length));
      return jsonResponse(200, { tasks: options.tasksByTag?.[tag] ?? [] });
    }
    return errorResponse(404, 'not_found', `No fake for ${method} ${url}`);
  }) as unknown as typeof fetch;
  return { requests, sent: (method, prefix) => requests.filter((r) => r.method === method && r.url.startsWith(prefix)) };
}

function wrapList(strategies: ServeOptions['strategies'], body: unknown, url: string) {
  return typeof strategies === 'function' ? strategies(body, url) : jsonResponse(200, { strategies: strategies ?? [] });
}
function wrapTemplates(templates: ServeOptions['templates'], body: unknown, url: string) {
  return typeof templates === 'function' ? templates(body, url) : jsonResponse(200, { templates: templates ?? [] });
}

export function signIn(plan: PlanKey = 'basic', timezone = 'UTC') {
  useAuthStore.setState({ status: 'signedIn', user: makeUser(plan, timezone), accessToken: 'tok' });
  useActiveBrandStore.setState({ brand: null });
  localStorage.clear();
  getDataLayer().length = 0;
}

/** Where the app navigated to (path and query). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
export const currentLocation = () => screen.getByTestId('location').textContent;

export function renderPage(queryClient: QueryClient = createQueryClient()) {
  const view = render(
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/strategies']}>
          <StrategiesPage />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
  return { ...view, queryClient };
}

/** Signs in, serves `options` and renders the page once the list (or its state) is on screen. */
export async function openPage(options: ServeOptions = {}, plan: PlanKey = 'basic', queryClient?: QueryClient) {
  signIn(plan);
  const server = serveStrategies(options);
  const view = renderPage(queryClient);
  await screen.findByRole('button', { name: 'Launch a Strategy' });
  await waitForIdle();
  return { ...view, server };
}

/** Lets pending fetches answer (the page's first reads). */
export async function waitForIdle() {
  await screen.findAllByText(/Active Strategies$|Error loading strategies/, undefined, { timeout: 5000 });
}

export const click = (element: HTMLElement) => fireEvent.click(element);
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/**
 * The open dialog titled `name`. Not getByRole('dialog', { name }): under NODE_ENV=test antd's dialogs all take the
 * id 'test-id' for aria-labelledby, so with two dialogs in the page (launch over templates) every one would be
 * named after the first. In a browser each has its own id.
 */
export function dialog(name: string): HTMLElement {
  const open = screen
    .queryAllByText(name, { selector: '.ant-modal-title' })
    .map((title) => title.closest<HTMLElement>('[role="dialog"]'))
    .filter((element): element is HTMLElement => element !== null && element.style.display !== 'none');
  if (open.length !== 1) throw new Error(`Expected one open dialog titled '${name}', found ${open.length}`);
  return open[0];
}
export const findDialog = (name: string) => waitFor(() => dialog(name), { timeout: 5000 });
/** Resolves once no open dialog has that title. */
export const dialogClosed = (name: string) => waitFor(() => expect(() => dialog(name)).toThrow(/found 0/), { timeout: 5000 });

/** Picks `option` in the antd Select labelled `label`. */
export function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  fireEvent.mouseDown(scope.getByLabelText(label));
  const options = screen.getAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

export const events = (name: string) => getDataLayer().filter((entry) => (entry as { event?: string }).event === name);
