import '@navia/client-kit/src/testing/fast-computed-style';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { blankOffering, blankPersona, createQueryClient, normalizeBrandRecord, useActiveBrandStore, useAuthStore, type BrandRecord } from '@navia/client-kit';
import type { BrandSetupProgressResponse, PlanKey, User } from '@navia/contracts';
import { errorResponse, fakeApi, type FakeApi, type FakeRequest } from '@navia/client-kit/src/testing/fake-api';
import { BRAND_SECTIONS, type BrandSection } from '../model/brand-sections';
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

export { errorResponse, jsonResponse } from '@navia/client-kit/src/testing/fake-api';

type Handler = (init: RequestInit, url: string) => Response | Promise<Response>;
export type { FetchMock } from '@navia/client-kit/src/testing/fake-api';

export interface BrandServer extends FakeApi {
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

/** A fake API (the client kit's, checked against the contract): the user's brand list, the brand record (kept in memory), progress and analysis when given. */
export function serveBrand(options: ServeOptions = {}): BrandServer {
  let stored = options.record ?? makeRecord();
  let nextPersonaId = 100;
  const saves: { brandId: string; brandData: Record<string, unknown> }[] = [];
  let gets = 0;

  const defaultSave = (body: { brandId: string; brandData: Record<string, unknown> }) => {
    const data = { ...body.brandData };
    // The service gives a new persona a lasting id in place of its 'temp-' one.
    const personas = data.personas as { users: { id: string }[] } | undefined;
    if (personas) data.personas = { ...personas, users: personas.users.map((p) => (p.id.startsWith('temp-') ? { ...p, id: `p-${nextPersonaId++}` } : p)) };
    stored = normalizeBrandRecord({ ...stored, ...data });
    return { id: BRAND_ID, brandData: stored };
  };

  const api = fakeApi({
    'GET /api/user-brands': () => ({ brands: [{ id: BRAND_ID, companyName: stored.companyName, isDefault: true }] }),
    'GET /api/brand-data/:brandId': (r) => {
      if (r.params.brandId !== BRAND_ID) return errorResponse(404, 'not_found', 'Brand not found');
      gets += 1;
      return options.brandData ? options.brandData(r.init, r.url) : { id: BRAND_ID, brandData: stored };
    },
    'POST /api/brand-data': async (r) => {
      const body = r.body as { brandId: string; brandData: Record<string, unknown> };
      saves.push(body);
      return (await options.save?.(r.init, r.url)) ?? defaultSave(body);
    },
    ...(options.progress ? { 'GET /api/brand-setup-progress': () => options.progress! } : {}),
    ...(options.analyze ? { 'POST /api/analyze-brand': (r: FakeRequest) => options.analyze!(r.init, r.url) } : {}),
  });
  return { ...api, record: () => stored, saves: () => saves, gets: () => gets };
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
  await screen.findAllByRole('button', { name: 'Edit' });
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
