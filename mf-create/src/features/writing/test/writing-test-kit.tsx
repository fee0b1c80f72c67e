import './fast-computed-style';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient, getDataLayer, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import type { FileEntity, PlanKey, Task } from '@navia/contracts';
import CreateRoutes from '../../../routes';
import { BRAND_ID, PLATFORMS, formatsFor, makeBrand, makeFile, makeUser, uuid } from './fixtures';

// Shared by the writing tests only (no .test suffix, so jest does not run it as a suite).

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const errorResponse = (status: number, error: string, message: string) => jsonResponse(status, { ok: false, error, status, message });

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

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
  create?: Handler;
  copy?: Handler;
  save?: Handler;
  remove?: Handler;
}

export interface FakeServer {
  requests: SentRequest[];
  sent: (method: string, prefix: string) => SentRequest[];
  files: () => FileEntity[];
}

/** A fake API at the network level: every call the writing workspace makes, answered from `options`. */
export function serveWriting(options: ServeOptions = {}): FakeServer {
  const requests: SentRequest[] = [];
  let files = [...(options.files ?? [])];
  let nextId = 900;

  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body, headers: (init.headers ?? {}) as Record<string, string> };
    requests.push(request);
    const [path, query = ''] = url.split('?');
    const params = new URLSearchParams(query);
    const fileMatch = /^\/api\/files\/([^/]+)(\/copy|\/save-approved)?$/.exec(path);
    const taskMatch = /^\/api\/tasks\/([^/]+)(\/execute|\/execution)?$/.exec(path);

    if (path === '/api/user-brands') return jsonResponse(200, { brands: [{ id: BRAND_ID, companyName: 'Bean There', isDefault: true }] });
    if (path.startsWith('/api/brand-data')) return options.brand ? options.brand(request) : jsonResponse(200, makeBrand());
    if (path === '/api/platforms') return options.platforms ? options.platforms(request) : jsonResponse(200, { platforms: PLATFORMS });
    if (path === '/api/formats') return jsonResponse(200, { formats: formatsFor(params.get('platformId') ?? '') });
    if (path === '/api/files' && method === 'GET') return options.listFiles ? options.listFiles(request) : jsonResponse(200, { files });
    if (path === '/api/files/new' && method === 'POST') {
      if (options.create) return options.create(request);
      const file = makeFile({ id: uuid(nextId++), name: 'New Document Title', content: '', contentInstructions: { platformId: '', formatId: '', audience: '', offer: '', topic: '' } });
      files = [file, ...files];
      return jsonResponse(201, { file });
    }
    if (fileMatch) {
      const [, id, action] = fileMatch;
      const file = files.find((f) => f.id === id);
      if (action === '/copy') {
        if (options.copy) return options.copy(request);
        if (!file) return errorResponse(404, 'not_found', 'File not found');
        const copy = { ...file, id: uuid(nextId++), name: `${file.name} (Copy)` };
        files = [copy, ...files];
        return jsonResponse(201, { file: copy });
      }
      if (action === '/save-approved') {
        if (options.save) return options.save(request);
        if (!file) return errorResponse(404, 'not_found', 'File not found');
        const saved = { ...file, status: 'approved' as const, approvedContent: body.content, name: body.name ?? file.name };
        files = files.map((f) => (f.id === id ? saved : f));
        return jsonResponse(200, { file: saved });
      }
      if (method === 'DELETE') {
        if (options.remove) return options.remove(request);
        files = files.filter((f) => f.id !== id);
        return jsonResponse(200, { success: true, id });
      }
      return file ? jsonResponse(200, { file }) : errorResponse(404, 'not_found', 'File not found');
    }
    if (taskMatch) {
      const [, id, action] = taskMatch;
      if (action === '/execute') return options.execute ? options.execute(request) : errorResponse(500, 'internal_error', 'No handler');
      if (action === '/execution') return options.execution ? options.execution(request) : errorResponse(404, 'not_found', 'Task execution not found');
      if (options.getTask) return options.getTask(request);
      const task = options.tasks?.[id];
      return task ? jsonResponse(200, task) : errorResponse(404, 'not_found', 'Task not found');
    }
    if (path === '/api/mindstudio/execute-writing') return options.write ? options.write(request) : errorResponse(500, 'internal_error', 'No handler');
    return errorResponse(404, 'not_found', `No fake for ${method} ${url}`);
  }) as unknown as typeof fetch;

  return {
    requests,
    sent: (method, prefix) => requests.filter((r) => r.method === method && r.url.startsWith(prefix)),
    files: () => files,
  };
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
export const findDialog = (name: string) => waitFor(() => dialog(name), { timeout: 5000 });
export const inDialog = (name: string) => within(dialog(name));
export const dialogClosed = (name: string) => waitFor(() => expect(() => dialog(name)).toThrow(/found 0/), { timeout: 5000 });

/** A toast's title (and description) on screen. */
export async function findToast(title: string, description?: string, timeout = 5000) {
  const notice = await screen.findByText(title, { selector: '.ant-notification-notice-title' }, { timeout });
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
