// The brand-setup banner tops the strategies and brand pages. It used to appear after the page (its code and its
// first answer arrived later) and push the drawn page down under the reader's finger: a tap on Launch a Strategy
// landed on the banner (issue 16). Now the page and the banner appear together, and once shown the banner never
// hides the page again.
import { Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { setActiveBrand, useActiveBrandStore } from '../brand/active-brand-store';
import { createQueryClient } from '../query/query-client';
import { errorResponse, jsonResponse } from '../testing/fake-api';
import { BrandSetupBanner } from './brand-setup-banner-on-demand';
import { ACME, BOLT, progressCalls, progressWith, serveProgress, USER } from './brand-setup-test-data';

const BANNER = { name: 'Complete Your Brand Setup' };
const PAGE_LOADING = 'Loading the page';

/**
 * Each brand's progress calls are held until `release` gives that brand its answer, which then also answers the
 * brand's later calls (a retry after a failure).
 */
function heldProgress() {
  const held = new Map<string, (answer: Response) => void>();
  const answers = new Map<string, Response>();
  const api = serveProgress([ACME, BOLT], (request) => {
    const brandId = request.query.get('brandId') ?? '';
    const answer = answers.get(brandId);
    return answer ? answer.clone() : new Promise<Response>((resolve) => held.set(brandId, resolve));
  });
  const asked = (brandId: string) => waitFor(() => expect(held.has(brandId)).toBe(true));
  const release = async (brandId: string, answer: Response) => {
    await asked(brandId);
    answers.set(brandId, answer.clone());
    await act(async () => held.get(brandId)?.(answer));
  };
  const calls = () => progressCalls(api).length;
  return { asked, release, calls };
}

function Page() {
  return (
    <button type="button" onClick={() => setActiveBrand({ id: BOLT.id, name: BOLT.companyName })}>
      Launch a Strategy
    </button>
  );
}

function renderPageWithBanner() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/strategies']}>
        {/* The page's boundary, as the shell's remote route has it. */}
        <Suspense fallback={<p>{PAGE_LOADING}</p>}>
          <BrandSetupBanner />
          <Page />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useActiveBrandStore.setState({ brand: null });
  useAuthStore.setState({ status: 'signedIn', user: USER, accessToken: 't' });
});

it('shows the page only together with the banner above it, once the first answer is in', async () => {
  const { release } = heldProgress();
  renderPageWithBanner();
  await release(ACME.id, jsonResponse(200, progressWith(['company-basics'])));
  const launch = await screen.findByRole('button', { name: 'Launch a Strategy' });
  // In the same commit: by the time the page is there, so is the banner, so nothing moves under a tap.
  expect(screen.getByRole('region', BANNER)).toBeVisible();
  expect(screen.queryByText(PAGE_LOADING)).toBeNull();
  expect(launch).toBeVisible();
});

it('holds the page back while the first answer is on its way', async () => {
  const { asked } = heldProgress();
  renderPageWithBanner();
  expect(await screen.findByText(PAGE_LOADING)).toBeVisible();
  // The brands have answered and the progress call is out; the page still waits for it.
  await asked(ACME.id);
  expect(screen.getByText(PAGE_LOADING)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Launch a Strategy' })).toBeNull();
});

it('shows the page without a banner when the progress fails', async () => {
  const { release, calls } = heldProgress();
  renderPageWithBanner();
  await release(ACME.id, errorResponse(500, 'internal', 'Boom'));
  expect(await screen.findByRole('button', { name: 'Launch a Strategy' })).toBeVisible();
  expect(screen.queryByRole('region', BANNER)).toBeNull();
  // Not waited for again: the failed read is not asked over and over (the banner's own query may retry once).
  expect(calls()).toBeLessThanOrEqual(2);
});

it('keeps the page on screen while another brand is read, once the banner has been shown', async () => {
  const { release } = heldProgress();
  renderPageWithBanner();
  await release(ACME.id, jsonResponse(200, progressWith(['company-basics'])));
  fireEvent.click(await screen.findByRole('button', { name: 'Launch a Strategy' }));
  // Bolt's progress is held: the page stays, the page's boundary does not take over.
  await waitFor(() => expect(useActiveBrandStore.getState().brand?.id).toBe(BOLT.id));
  expect(screen.getByRole('button', { name: 'Launch a Strategy' })).toBeVisible();
  expect(screen.queryByText(PAGE_LOADING)).toBeNull();
  await release(BOLT.id, jsonResponse(200, progressWith(['company-basics', 'offerings'], 'Bolt')));
  await waitFor(() => expect(screen.getByRole('region', BANNER)).toHaveTextContent('2/'));
});
