/// <reference types="node" />
// Type-checked with the web code it renders (tsconfig.web.json), not with the services.
import type { ComponentType } from 'react';
import type { User } from '@navia/contracts';
import { useActiveBrandStore, useAuthStore, type RemoteProps } from '@navia/client-kit';
import { renderFirstScreen, type FirstScreenRequest } from '../../../shell/server/render-first-screen';
import BrandHqRoutes from '../../../mf-brand-hq/src/routes';
import { ONBOARDING, startTestSystem, TestClient, uniqueEmail, type TestSystem } from './support/test-system';

// Issue 16: a signed-in page's first screen rendered on the server with the app's components and its user's data,
// fetched from the running system through the page's own first calls. Renders share the app's module state (the
// session and brand stores), so one user's render must leave nothing of theirs for the next.
jest.setTimeout(120_000);

let sys: TestSystem;
const remotes = { mf_brand_hq: BrandHqRoutes as ComponentType<RemoteProps> };

beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand'] });
});

afterAll(async () => {
  await sys?.stop();
});

/** A signed-up, onboarded user whose brand is `companyName`, with the session a page render needs. */
async function brandOwner(companyName: string, story: string): Promise<{ user: User; accessToken: string }> {
  const client = new TestClient(sys.url);
  await client.signUp(uniqueEmail('first-screen'), 'a-long-password', 'Ann');
  expect((await client.call('POST', '/api/onboarding/complete', { ...ONBOARDING, companyName })).status).toBe(200);
  expect((await client.call('POST', '/api/brand-data', { brandData: { companyStory: story } })).status).toBe(200);
  const me = await client.call('GET', '/api/auth/me');
  return { user: me.body.user, accessToken: client.token };
}

/** The page's calls, as a browser on the gateway's origin sends them (through node's own fetch: the render puts this in its place). */
const nodeFetch = globalThis.fetch;
const toSystem: typeof fetch = (input, init) => nodeFetch(typeof input === 'string' ? `${sys.url}${input}` : input, init);

const request = (path: string, session: FirstScreenRequest['session']): FirstScreenRequest => ({
  path,
  session,
  remotes,
  fetch: toSystem,
  nonce: 'n0nce',
  classPrefix: 'navia-first-screen',
});

it("draws Brand Headquarters with the user's own brand record, ready to read, and no loading state", async () => {
  const owner = await brandOwner('Harbour Books', 'A bookshop by the ferry, open since 1998.');
  const page = await renderFirstScreen(request('/brand-profile/who-you-are', owner));
  expect(page).not.toBeNull();
  const { root, styles } = page!;
  expect(root).toMatch(/<h1[^>]*>Brand Headquarters<\/h1>/);
  expect(root).toContain('Harbour Books');
  expect(root).toContain('A bookshop by the ferry, open since 1998.');
  expect(root).not.toContain('Loading');
  // The page's policy: no style attributes, and every <style> with the nonce.
  expect(root).not.toMatch(/\sstyle="/);
  expect(`${root}${styles}`.match(/<style(?![^>]*nonce="n0nce")/g)).toBeNull();
});

it("leaves nothing of one user's page in the next user's, and the app's stores as they were", async () => {
  const first = await brandOwner('Lighthouse Bakery', 'Sourdough at dawn on the harbour wall.');
  const second = await brandOwner('Copper Kettle Tea', 'Loose-leaf tea for the village green.');
  const authBefore = useAuthStore.getState();
  const brandBefore = useActiveBrandStore.getState();
  // Both at once: the second waits for the first, whose stores and fetch are put back before it starts.
  const [firstPage, secondPage] = await Promise.all([
    renderFirstScreen(request('/brand-profile/who-you-are', first)),
    renderFirstScreen(request('/brand-profile/who-you-are', second)),
  ]);
  expect(firstPage!.root).toContain('Sourdough at dawn on the harbour wall.');
  expect(secondPage!.root).toContain('Loose-leaf tea for the village green.');
  expect(secondPage!.root).not.toContain('Lighthouse Bakery');
  expect(secondPage!.root).not.toContain('Sourdough');
  expect(firstPage!.root).not.toContain('Copper Kettle');
  expect(useAuthStore.getState()).toBe(authBefore);
  expect(useActiveBrandStore.getState()).toBe(brandBefore);
});

it('declines a signed-in page of a remote it was not given, rather than drawing a loading or failure state', async () => {
  const owner = await brandOwner('Fern & Field', 'Flowers from the allotment.');
  expect(await renderFirstScreen({ ...request('/strategies', owner), remotes: {} })).toBeNull();
});
