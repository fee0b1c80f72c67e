import '@navia/client-kit/src/testing/fast-computed-style';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient, getDataLayer, normalizeBrandRecord, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { errorResponse, fakeApi, type FakeApi, type FakeRequest } from '@navia/client-kit/src/testing/fake-api';
import type { PlanKey, RecentStrategyCreationResponse, StrategyDetailsResponse, StrategyListItem, StrategyTemplateView, Task } from '@navia/contracts';
import { StrategiesPage } from '../components/strategies-page';
import { BRAND_ID, OFFERINGS, PERSONAS, makeDetails, makeUser, progressAt } from './fixtures';

// Shared by the strategies tests only (no .test suffix, so jest does not run it as a suite).

export { errorResponse, jsonResponse } from '@navia/client-kit/src/testing/fake-api';

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

export type FakeServer = FakeApi;

const noHandler = () => errorResponse(500, 'internal_error', 'No handler');
/** The handlers these tests give take the body and the URL. */
const given = (handler: Handler | undefined) => (handler ? (r: FakeRequest) => handler(r.body, r.url) : noHandler);

/** The brand record the launch dialog reads its offers and personas from: the whole record, as the server sends it. */
export const brandDataAnswer = () => ({ id: BRAND_ID, brandData: normalizeBrandRecord({ offerings: OFFERINGS, personas: { users: PERSONAS } }) });

/** A fake API at the network level (the client kit's, checked against the contract): every call the strategies screens make, with the answers `options` give. */
export function serveStrategies(options: ServeOptions = {}): FakeServer {
  const { strategies, templates, details, brandData } = options;
  return fakeApi({
    'GET /api/user-brands': () => ({ brands: [{ id: BRAND_ID, companyName: 'Acme', isDefault: true }] }),
    'GET /api/brand-setup-progress': (r) => progressAt(r.query.get('excludeStrategyStep') === 'true' ? (options.setupPercent ?? 100) : 50),
    'GET /api/recent-strategy-creation': () =>
      (typeof options.recent === 'function' ? options.recent() : options.recent) ?? { success: true, firstTimeCreation: false, strategy: null },
    'GET /api/strategies': (r) => (typeof strategies === 'function' ? strategies(r.body, r.url) : { strategies: strategies ?? [] }),
    'GET /api/strategy-templates': (r) => (typeof templates === 'function' ? templates(r.body, r.url) : { templates: templates ?? [] }),
    'GET /api/brand-data': brandData ? given(brandData) : brandDataAnswer,
    'GET /api/brand-data/:brandId': brandData ? given(brandData) : brandDataAnswer,
    'POST /api/strategies/create-from-template': given(options.create),
    'GET /api/strategies/:id/details': (r) => (typeof details === 'function' ? details(r.body, r.url) : (details ?? makeDetails())),
    'PATCH /api/strategies/:id': given(options.update),
    'DELETE /api/strategies/:id': given(options.remove),
    'PATCH /api/key-results/:id': given(options.keyResult),
    'GET /api/tasks/by-tag/:tag': (r) => ({ tasks: options.tasksByTag?.[r.params.tag] ?? [] }),
  });
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
  await screen.findAllByText(/Active Strategies$|Error loading strategies/);
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
export const findDialog = (name: string) => waitFor(() => dialog(name));
/** Resolves once no open dialog has that title. */
export const dialogClosed = (name: string) => waitFor(() => expect(() => dialog(name)).toThrow(/found 0/));

/** Picks `option` in the antd Select labelled `label`. */
export function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  fireEvent.mouseDown(scope.getByLabelText(label));
  const options = screen.getAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

export const events = (name: string) => getDataLayer().filter((entry) => (entry as { event?: string }).event === name);
