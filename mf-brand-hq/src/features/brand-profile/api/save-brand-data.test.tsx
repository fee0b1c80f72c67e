import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { brandDataQueryKey, createQueryClient } from '@navia/client-kit';
import { fakeApi } from '@navia/client-kit/src/testing/fake-api';
import { makeRecord, signIn } from '../test/brand-test-kit';
import { useSaveBrandData } from './save-brand-data';

const BRAND = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

beforeEach(() => {
  signIn();
  // The service answers a save with the whole record (BrandDataResponse), not only the fields it was sent.
  fakeApi({ 'POST /api/brand-data': () => ({ id: BRAND, brandData: makeRecord({ companyName: 'Bean There' }) }) });
});

it('a save keeps the entry it set from the answer, which every screen reading that brand shares, and marks every other reading of brand data stale', async () => {
  const client = createQueryClient();
  client.setQueryData(brandDataQueryKey(BRAND), { companyName: 'old' });
  client.setQueryData(brandDataQueryKey(OTHER), { companyName: 'other' });
  client.setQueryData(brandDataQueryKey(null), { companyName: 'default' });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSaveBrandData(BRAND), { wrapper });

  await act(() => result.current.mutateAsync({ companyName: 'Bean There' }));

  await waitFor(() => expect(client.getQueryState(brandDataQueryKey(OTHER))?.isInvalidated).toBe(true));
  expect(client.getQueryState(brandDataQueryKey(null))?.isInvalidated).toBe(true);
  expect(client.getQueryState(brandDataQueryKey(BRAND))?.isInvalidated).toBe(false);
  // The cache holds the answer as the server gave it (client-kit's brandDataQuery); the screens read it normalized.
  expect(client.getQueryData(brandDataQueryKey(BRAND))).toMatchObject({ brandData: { companyName: 'Bean There' } });
});
