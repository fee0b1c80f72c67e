import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { USER_BRANDS_QUERY_KEY, createQueryClient, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { makeUser } from '../../../test/render-app';
import { ACME, BOLT as NEW, serveBrands, type BrandsServer } from '../test/brands-test-kit';
import { NEW_BRAND_PATH, useCreateBrand } from './use-create-brand';

let server: BrandsServer;
const listCalls = () => server.listCalls();

function renderCreateBrand(onDone: () => void) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>{children}</MemoryRouter>
      </QueryClientProvider>
    </AntApp>
  );
  const view = renderHook(() => ({ ...useCreateBrand(onDone), path: useLocation().pathname }), { wrapper });
  return { ...view, queryClient };
}

beforeEach(() => {
  localStorage.clear();
  useActiveBrandStore.setState({ brand: null });
  useAuthStore.setState({ status: 'signedIn', user: makeUser({ plan: { key: 'pro', name: 'pro' } }), accessToken: 't' });
  // The list holds ACME; the create adds NEW and answers it.
  server = serveBrands({ brands: [ACME] });
});

it('switches to the new brand, says so and navigates once, though the list and the page change afterwards', async () => {
  // Nothing resets the hook here (the modal would on close), so only the hook keeps this from happening twice.
  const onDone = jest.fn();
  const { result, queryClient } = renderCreateBrand(onDone);
  await waitFor(() => expect(listCalls()).toHaveLength(1));

  act(() => result.current.create({ companyName: 'Bolt Bikes' }));
  await waitFor(() => expect(result.current.path).toBe(NEW_BRAND_PATH));
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(result.current.isPending).toBe(false);
  expect(useActiveBrandStore.getState().brand).toEqual({ id: NEW.id, name: 'Bolt Bikes' });
  expect(await screen.findByText('Brand created')).toBeVisible();

  // The list read again, then another one (a new order): each is a new list for the hook.
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  await act(async () => {
    queryClient.setQueryData(USER_BRANDS_QUERY_KEY, { brands: [NEW, ACME] });
  });
  await waitFor(() => expect(queryClient.getQueryData(USER_BRANDS_QUERY_KEY)).toEqual({ brands: [NEW, ACME] }));
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(screen.getAllByText('Brand created')).toHaveLength(1);
});
