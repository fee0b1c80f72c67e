import './fast-computed-style';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { blankOffering, blankPersona, createQueryClient, normalizeBrandRecord, useActiveBrandStore, useAuthStore, type BrandRecord } from '@navia/client-kit';
import type { BrandSetupProgressResponse, PlanKey, User } from '@navia/contracts';
import { BRAND_SECTIONS, type BrandSection } from '../brand-sections';
import { BrandProfilePage } from '../components/brand-profile-page';

// Shared by the brand-profile tests only (no .test suffix, so jest does not run it as a suite).

export const BRAND_ID = '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export function makeUser(plan: PlanKey = 'basic'): User {
  return {
    id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    publicMetadata: { onboardingComplete: true },
    plan: { key: plan, name: plan },
  };
}

/** A complete record as the service answers it, with `overrides` on top. */
export function makeRecord(overrides: Partial<BrandRecord> = {}): BrandRecord {
  return {
    ...normalizeBrandRecord({
      companyName: 'Bean There Café',
      website: 'https://beanthere.example',
      industry: 'Food, Beverage & Hospitality',
      businessStage: 'STAGE 2 - Build',
      companyStory: 'Started in a garage.',
      companyMission: 'Good coffee for busy people.',
      companyVision: 'A café on every corner.',
      brandPersonality: { traits: ['warm', 'witty'] },
      toneOfVoice: { traits: ['friendly'] },
      languageStyle: { traits: ['plain'] },
      emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' },
      offerings: [{ ...blankOffering('1700000000000'), name: 'Espresso Club', description: 'Monthly beans', price: '19.99', keyValue: 'Fresh' }],
      personas: {
        users: [{ ...blankPersona('p-1'), name: 'Busy Parent', age: '30-45', occupation: 'Nurse', mainFrustration: 'No time', mainNeed: 'Speed', obstacles: 'Kids', triedBefore: 'Instant' }],
      },
      northStarStatement: '',
      northStarData: {},
    }),
    ...overrides,
  };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const errorResponse = (status: number, error: string, message: string) => jsonResponse(status, { ok: false, error, status, message });

type Handler = (init: RequestInit, url: string) => Response | Promise<Response>;
export type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit]>;

export interface BrandServer {
  fetch: FetchMock;
  /** The stored record: GET answers it, POST replaces the top-level keys it is sent. */
  record: () => BrandRecord;
  /** Bodies of POST /api/brand-data, parsed. */
  saves: () => { brandId: string; brandData: Record<string, unknown> }[];
  gets: () => number;
}

interface ServeOptions {
  record?: BrandRecord;
  /** Replaces the default POST /api/brand-data (which merges and answers the saved record); undefined falls back to it. */
  save?: (init: RequestInit, url: string) => Response | undefined | Promise<Response | undefined>;
  analyze?: Handler;
  progress?: BrandSetupProgressResponse;
  brandData?: Handler;
}

/** A fake API: the user's brand list, the brand record (kept in memory), progress and analysis when given. */
export function serveBrand(options: ServeOptions = {}): BrandServer {
  let stored = options.record ?? makeRecord();
  let nextPersonaId = 100;
  const saves: { brandId: string; brandData: Record<string, unknown> }[] = [];
  let gets = 0;

  const defaultSave: Handler = (init) => {
    const body = JSON.parse(String(init.body)) as { brandId: string; brandData: Record<string, unknown> };
    const data = { ...body.brandData };
    // The service gives a new persona a lasting id in place of its 'temp-' one.
    const personas = data.personas as { users: { id: string }[] } | undefined;
    if (personas) personas.users = personas.users.map((p) => (p.id.startsWith('temp-') ? { ...p, id: `p-${nextPersonaId++}` } : p));
    stored = normalizeBrandRecord({ ...stored, ...data });
    return jsonResponse(200, { id: BRAND_ID, brandData: stored });
  };

  const mock: FetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    if (url === '/api/user-brands') return jsonResponse(200, { brands: [{ id: BRAND_ID, companyName: stored.companyName, isDefault: true }] });
    if (url === `/api/brand-data/${BRAND_ID}` && method === 'GET') {
      gets += 1;
      return options.brandData ? options.brandData(init, url) : jsonResponse(200, { id: BRAND_ID, brandData: stored });
    }
    if (url === '/api/brand-data' && method === 'POST') {
      saves.push(JSON.parse(String(init.body)));
      return (await options.save?.(init, url)) ?? defaultSave(init, url);
    }
    if (url.startsWith('/api/brand-setup-progress') && options.progress) return jsonResponse(200, options.progress);
    if (url === '/api/analyze-brand' && options.analyze) return options.analyze(init, url);
    return errorResponse(404, 'not_found', 'Not found');
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return { fetch: mock, record: () => stored, saves: () => saves, gets: () => gets };
}

export function signIn(plan: PlanKey = 'basic') {
  useAuthStore.setState({ status: 'signedIn', user: makeUser(plan), accessToken: 'tok' });
  useActiveBrandStore.setState({ brand: null });
  localStorage.clear();
}

export function renderSection(path: BrandSection['path'] | null, queryClient: QueryClient = createQueryClient()) {
  const section = BRAND_SECTIONS.find((s) => s.path === path);
  const view = render(
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/brand-profile/${path ?? ''}`]}>
          <BrandProfilePage section={section} />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
  return { ...view, queryClient };
}

/** Renders `path` once the record is on screen. */
export async function openSection(path: BrandSection['path'] | null, plan: PlanKey = 'basic', serve: ServeOptions = {}) {
  signIn(plan);
  const server = serveBrand(serve);
  const view = renderSection(path);
  await screen.findAllByRole('button', { name: 'Edit' }, { timeout: 5000 });
  return { ...view, server };
}

/** The block (a region) named by its heading. */
export const block = (name: string | RegExp) => screen.getByRole('region', { name });
export const inBlock = (name: string | RegExp) => within(block(name));
export const field = (scope: ReturnType<typeof within>, label: string) => scope.getByLabelText(label) as HTMLInputElement;
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
export const click = (element: HTMLElement) => fireEvent.click(element);
export const buttonIn = (scope: ReturnType<typeof within>, name: string | RegExp) => scope.getByRole('button', { name });

/** Picks `option` in the Select labelled `label` (the block must be in edit mode). */
export function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  fireEvent.mouseDown(scope.getByLabelText(label));
  const options = screen.getAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

export function progressWith(targetFields: string[][]): BrandSetupProgressResponse {
  return {
    success: true,
    brandName: 'Bean There Café',
    progress: {
      steps: targetFields.map((targetField, i) => ({
        id: `step-${i}`,
        title: `Step ${i}`,
        sequence: i + 1,
        completed: false,
        locked: false,
        navigationPath: '/brand-profile/who-you-are',
        targetField,
      })),
      summary: { completed: 0, total: targetFields.length, percentage: 0 },
      firstTimeCompletion: false,
    },
  };
}
