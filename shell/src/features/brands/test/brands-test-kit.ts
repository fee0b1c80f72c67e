import { fakeApi, type FakeApi, type FakeHandler, type FakeRequest, type FakeRoutes } from '@navia/client-kit/src/testing/fake-api';
import type { BrandSummary } from '@navia/contracts';

// Shared by the shell's tests of the brand list and brand creation (no .test suffix, so jest does not run it as a
// suite): the header's brand name, the user menu's brands and the Add a Brand dialog.

export const ACME: BrandSummary = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme Bakery', isDefault: true };
export const BOLT: BrandSummary = { id: '6d0a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c', companyName: 'Bolt Bikes', isDefault: false };

export interface BrandsOptions {
  /** The user's brands at first; GET /api/user-brands answers the list as it is at each call. */
  brands?: BrandSummary[];
  /** Replaces POST /api/user-brands, which by default adds BOLT to the list and answers it (201). */
  create?: FakeHandler<'POST /api/user-brands'>;
}

export interface BrandsServer extends FakeApi {
  /** Adds a brand to the list later reads answer, as a create on the server would. */
  add: (brand: BrandSummary) => void;
  /** The reads of the brand list so far. */
  listCalls: () => FakeRequest[];
  /** The creates so far. */
  createCalls: () => FakeRequest[];
}

/** The client kit's fake API (answers checked against the contract) with the brand list kept in memory; `routes` adds or replaces calls. */
export function serveBrands(options: BrandsOptions = {}, routes: FakeRoutes = {}): BrandsServer {
  let brands = [...(options.brands ?? [ACME])];
  const add = (brand: BrandSummary) => {
    brands = [...brands, brand];
  };
  const api = fakeApi({
    'GET /api/user-brands': () => ({ brands }),
    'POST /api/user-brands':
      options.create ??
      (() => {
        add(BOLT);
        return BOLT;
      }),
    ...routes,
  });
  return { ...api, add, listCalls: () => api.sent('GET', '/api/user-brands'), createCalls: () => api.sent('POST', '/api/user-brands') };
}
