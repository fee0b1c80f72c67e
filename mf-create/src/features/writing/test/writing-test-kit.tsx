import '@navia/client-kit/src/testing/fast-computed-style';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient, getDataLayer, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { errorResponse, fakeApi, type FakeApi, type FakeRequest } from '@navia/client-kit/src/testing/fake-api';
import type { FileEntity, FileProvenance, PlanKey, Task } from '@navia/contracts';
import CreateRoutes from '../../../routes';
import { BRAND_ID, PLATFORMS, aiModels, formatsFor, makeBrand, makeFile, makeUser, uuid, voiceScore } from './fixtures';

// Shared by the writing tests only (no .test suffix, so jest does not run it as a suite).

export { errorResponse, jsonResponse } from '@navia/client-kit/src/testing/fake-api';

export type SentRequest = FakeRequest;

type Handler = (request: SentRequest) => Response | Promise<Response>;

export interface ServeOptions {
  /** The stored files; the fake keeps them in memory (new, copy, save and delete change them). */
  files?: FileEntity[];
  /** Replaces GET /api/files (each poll calls it again). */
  listFiles?: Handler;
  brand?: Handler;
  platforms?: Handler;
  tasks?: Record<string, Task>;
  getTask?: Handler;
  execute?: Handler;
  /** GET /api/tasks/{id}/execution (each poll calls it again). */
  execution?: Handler;
  write?: Handler;
  /** GET /api/ai/models (the composer alone by default) and PUT /api/ai/model. */
  models?: Handler;
  selectModel?: Handler;
  /** Each file's provenance, by id, as GET /api/files/{id} answers it (none by default). */
  provenance?: Record<string, FileProvenance>;
  /** POST /api/voice-score (a neutral score with no drift by default). */
  voiceScore?: Handler;
  /** POST /api/voice-rewrite (refused by default: a test that rewrites says how). */
  voiceRewrite?: Handler;
  create?: Handler;
  copy?: Handler;
  save?: Handler;
  remove?: Handler;
}

export interface FakeServer extends FakeApi {
  files: () => FileEntity[];
}

const noHandler = () => errorResponse(500, 'internal_error', 'No handler');

/** A fake API at the network level (the client kit's, checked against the contract): every call the writing workspace makes, answered from `options`. */
export function serveWriting(options: ServeOptions = {}): FakeServer {
  let files = [...(options.files ?? [])];
  let nextId = 900;
  const stored = (id: string) => files.find((f) => f.id === id);
  const brand = options.brand ?? (() => makeBrand());

  const api = fakeApi({
    'GET /api/user-brands': () => ({ brands: [{ id: BRAND_ID, companyName: 'Bean There', isDefault: true }] }),
    'GET /api/brand-data': brand,
    'GET /api/brand-data/:brandId': brand,
    'GET /api/platforms': options.platforms ?? (() => ({ platforms: PLATFORMS })),
    'GET /api/formats': (r) => ({ formats: formatsFor(r.query.get('platformId') ?? '') }),
    'GET /api/files': options.listFiles ?? (() => ({ files })),
    'POST /api/files/new':
      options.create ??
      (() => {
        const file = makeFile({ id: uuid(nextId++), name: 'New Document Title', content: '', contentInstructions: { platformId: '', formatId: '', audience: '', offer: '', topic: '' } });
        files = [file, ...files];
        return { file };
      }),
    'POST /api/files/:id/copy':
      options.copy ??
      ((r) => {
        const file = stored(r.params.id);
        if (!file) return errorResponse(404, 'not_found', 'File not found');
        const copy = { ...file, id: uuid(nextId++), name: `${file.name} (Copy)` };
        files = [copy, ...files];
        return { file: copy };
      }),
    'PATCH /api/files/:id/save-approved':
      options.save ??
      ((r) => {
        const file = stored(r.params.id);
        if (!file) return errorResponse(404, 'not_found', 'File not found');
        const body = r.body as { content: string; name?: string };
        const saved = { ...file, status: 'approved' as const, approvedContent: body.content, name: body.name ?? file.name };
        files = files.map((f) => (f.id === file.id ? saved : f));
        return { file: saved };
      }),
    'DELETE /api/files/:id':
      options.remove ??
      ((r) => {
        files = files.filter((f) => f.id !== r.params.id);
        return { success: true, id: r.params.id };
      }),
    'GET /api/files/:id': (r) => {
      const file = stored(r.params.id);
      return file ? { file, provenance: options.provenance?.[file.id] ?? null } : errorResponse(404, 'not_found', 'File not found');
    },
    'POST /api/tasks/:id/execute': options.execute ?? noHandler,
    'GET /api/tasks/:id/execution': options.execution ?? (() => errorResponse(404, 'not_found', 'Task execution not found')),
    'GET /api/tasks/:id':
      options.getTask ??
      ((r) => {
        const task = options.tasks?.[r.params.id];
        return task ?? errorResponse(404, 'not_found', 'Task not found');
      }),
    'POST /api/mindstudio/execute-writing': options.write ?? noHandler,
    'GET /api/ai/models': options.models ?? (() => aiModels()),
    'PUT /api/ai/model': options.selectModel ?? noHandler,
    'POST /api/voice-score': options.voiceScore ?? (() => voiceScore()),
    'POST /api/voice-rewrite': options.voiceRewrite ?? noHandler,
  });
  return { ...api, files: () => files };
}

export function signIn(plan: PlanKey = 'basic') {
  useAuthStore.setState({ status: 'signedIn', user: makeUser(plan), accessToken: 'tok' });
  useActiveBrandStore.setState({ brand: null });
  localStorage.clear();
  getDataLayer().length = 0;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
export const currentLocation = () => screen.getByTestId('location').textContent;

export function renderAt(path = '/create/writing', queryClient: QueryClient = createQueryClient()) {
  const view = render(
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/create/*" element={<CreateRoutes basePath="/create" notFound={<p>not found</p>} />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
  return { ...view, queryClient };
}

/** Signs in, serves `options` and renders the workspace once its platforms are loaded. */
export async function openWorkspace(options: ServeOptions = {}, path = '/create/writing', plan: PlanKey = 'basic') {
  signIn(plan);
  const server = serveWriting(options);
  const view = renderAt(path);
  await waitFor(() => expect(server.sent('GET', '/api/platforms')).toHaveLength(1));
  await waitFor(() => expect(server.sent('GET', '/api/files')).not.toHaveLength(0));
  return { ...view, server };
}

export const click = (element: HTMLElement) => fireEvent.click(element);
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Picks `option` in the antd Select labelled `label` (waits for its options to load). */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

/** The open dialog titled `name` (antd gives every dialog the same aria id under test, so find it by its title). */
export function dialog(name: string): HTMLElement {
  const open = screen
    .queryAllByText(name, { selector: '.ant-modal-title' })
    .map((title) => title.closest<HTMLElement>('[role="dialog"]'))
    .filter((element): element is HTMLElement => element !== null && element.style.display !== 'none');
  if (open.length !== 1) throw new Error(`Expected one open dialog titled '${name}', found ${open.length}`);
  return open[0];
}
export const findDialog = (name: string) => waitFor(() => dialog(name));
export const inDialog = (name: string) => within(dialog(name));
export const dialogClosed = (name: string) => waitFor(() => expect(() => dialog(name)).toThrow(/found 0/));

/** A toast's title (and description) on screen. */
export async function findToast(title: string, description?: string) {
  const notice = await screen.findByText(title, { selector: '.ant-notification-notice-title' });
  if (description !== undefined) {
    const box = notice.closest('.ant-notification-notice') as HTMLElement;
    expect(within(box).getByText(description)).toBeTruthy();
  }
  return notice;
}

export const events = (name: string) => getDataLayer().filter((entry) => (entry as { event?: string }).event === name);

/** The editor's text (switching to Edit first when the preview shows). */
export function editor(): HTMLTextAreaElement {
  if (!screen.queryByRole('textbox', { name: 'Content' })) click(screen.getByText('Edit', { selector: '.ant-segmented-item-label' }));
  return screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
}

export const preview = () => screen.getByRole('region', { name: 'Preview' });

/** The file name shown in the header bar. */
export const fileName = () => (screen.getByRole('textbox', { name: 'File name' }) as HTMLInputElement).value;

/** Opens the file listed as `name` through the Open File dialog. */
export async function openThroughDialog(name: string) {
  click(button('Open File'));
  const box = await findDialog('Open File');
  click(await within(box).findByRole('button', { name: new RegExp(name) }));
  click(within(box).getByRole('button', { name: 'Open File' }));
  await dialogClosed('Open File');
}
