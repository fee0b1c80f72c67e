// The pages the brand-setup banner tops wait for its code before they appear (client-kit brand-setup-banner), so the
// route's start downloads that code beside the page's data rather than after the remote's code has rendered.
import { createQueryClient, useActiveBrandStore } from '@navia/client-kit';
import { fakeApi } from '@navia/client-kit/src/testing/fake-api';
import { prefetchRouteData } from './route-data';
import { makeUser, setAuth } from '../../../test/render-app';

type LoadCount = { bannerModuleLoads?: number };
// Counts the evaluations of the banner's module (on the global: the factory can run while this file's imports load).
jest.mock('@navia/client-kit/src/brand-setup/brand-setup-banner', () => {
  const count = globalThis as LoadCount;
  count.bannerModuleLoads = (count.bannerModuleLoads ?? 0) + 1;
  return jest.requireActual('@navia/client-kit/src/brand-setup/brand-setup-banner');
});
const bannerModuleLoads = () => (globalThis as LoadCount).bannerModuleLoads ?? 0;

const BRAND = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme', isDefault: true };

beforeEach(() => {
  fakeApi({
    'GET /api/user-brands': () => ({ brands: [BRAND] }),
    'GET /api/strategies': () => ({ strategies: [] }),
    'GET /api/tasks': () => ({ tasks: [], nextOffset: null, kinds: [] }),
  });
  setAuth({ status: 'signedIn', user: makeUser(), accessToken: 't' });
  useActiveBrandStore.setState({ brand: null });
});

it("loads the brand-setup banner's code with /strategies' data, and not with a page it does not top", async () => {
  await prefetchRouteData(createQueryClient(), '/tasks');
  expect(bannerModuleLoads()).toBe(0);
  await prefetchRouteData(createQueryClient(), '/strategies');
  expect(bannerModuleLoads()).toBe(1);
});
