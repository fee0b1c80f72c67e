import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getDataLayer } from '../analytics/track';
import { useAuthStore } from '../auth/auth-store';
import { useActiveBrandStore } from '../brand/active-brand-store';
import { createQueryClient } from '../query/query-client';
import { BrandSetupBanner } from './brand-setup-banner';
import { errorResponse } from '../testing/fake-api';
import { ACME, progressWith, serveProgress, STEP_IDS, USER } from './brand-setup-test-data';
import { brandSetupProgressQueryKey } from './use-brand-setup-progress';
import type { BrandSetupProgressResponse } from '@navia/contracts';

const TITLE = 'Complete Your Brand Setup';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderBanner(path: string, answer: BrandSetupProgressResponse | (() => Response)) {
  serveProgress([ACME], answer);
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <BrandSetupBanner />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const settled = () =>
    waitFor(() => expect(['success', 'error']).toContain(queryClient.getQueryState(brandSetupProgressQueryKey(ACME.id, false))?.status));
  return { ...view, queryClient, settled };
}

const banner = () => screen.getByRole('region', { name: TITLE });
const next = () => within(banner()).getByRole('button', { name: 'Next setup step' });
const back = () => within(banner()).getByRole('button', { name: 'Previous setup step' });
const location = () => screen.getByTestId('location').textContent;
const isHighlighted = (button: HTMLElement) => button.classList.contains('ant-btn-variant-solid');

beforeEach(() => {
  localStorage.clear();
  getDataLayer().length = 0;
  useActiveBrandStore.setState({ brand: null });
  useAuthStore.setState({ status: 'signedIn', user: USER, accessToken: 't' });
});

describe('BrandSetupBanner', () => {
  it('shows the title, completed/total, the percent and a progress bar', async () => {
    renderBanner('/brand-profile/what-you-offer', progressWith(['company-basics', 'company-purpose']));
    expect(await screen.findByRole('region', { name: TITLE })).toBeVisible();
    expect(within(banner()).getByText(TITLE)).toBeVisible();
    expect(within(banner()).getByText('2/6')).toBeVisible();
    expect(within(banner()).getByText('33%')).toBeVisible();
    const bar = within(banner()).getByRole('progressbar', { name: 'Brand setup progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(banner().style.position).toBe('sticky');
  });

  it('is hidden at 100 percent', async () => {
    const { settled } = renderBanner('/strategies', progressWith(STEP_IDS));
    await settled();
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is hidden when the call fails', async () => {
    const { settled } = renderBanner('/strategies', () => errorResponse(500, 'internal_error', 'boom'));
    await settled();
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('is hidden while loading and while signed out', async () => {
    renderBanner('/strategies', progressWith([]));
    expect(screen.queryByText(TITLE)).toBeNull();
    await screen.findByText(TITLE);
    act(() => useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null }));
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('goes next to the next incomplete step and highlights next when the current step is complete', async () => {
    renderBanner('/brand-profile/what-you-offer', progressWith(['company-basics', 'company-purpose', 'offerings']));
    await screen.findByText(TITLE);
    expect(isHighlighted(next())).toBe(true);
    fireEvent.click(next());
    expect(location()).toBe('/brand-profile/who-you-serve');
    // Define Who You Serve is not complete: next is not highlighted there.
    expect(isHighlighted(next())).toBe(false);
    fireEvent.click(next());
    expect(location()).toBe('/brand-profile/your-brand-feel');
  });

  it('wraps next around to the first incomplete step, past the locked strategy step', async () => {
    renderBanner('/brand-profile/your-brand-feel', progressWith(['company-basics', 'company-purpose', 'personas', 'brand-voice']));
    await screen.findByText(TITLE);
    fireEvent.click(next());
    expect(location()).toBe('/brand-profile/what-you-offer');
  });

  it('goes to the strategy step once it is unlocked', async () => {
    renderBanner('/brand-profile/your-brand-feel', progressWith(STEP_IDS.slice(0, 5)));
    await screen.findByText(TITLE);
    fireEvent.click(next());
    expect(location()).toBe('/strategies');
    // Nothing else is left to open from its own page.
    expect(next().hasAttribute('disabled')).toBe(true);
  });

  it('goes back to the previous step, and to /dashboard from the first one', async () => {
    renderBanner('/strategies', progressWith(['company-basics']));
    await screen.findByText(TITLE);
    fireEvent.click(back());
    expect(location()).toBe('/brand-profile/your-brand-feel');
    fireEvent.click(back());
    expect(location()).toBe('/brand-profile/who-you-serve');
    fireEvent.click(back());
    expect(location()).toBe('/brand-profile/what-you-offer');
    fireEvent.click(back());
    expect(location()).toBe('/brand-profile/who-you-are');
    fireEvent.click(back());
    expect(location()).toBe('/dashboard');
  });

  it('names the target step in the arrow tooltips, also on keyboard focus', async () => {
    renderBanner('/brand-profile/who-you-serve', progressWith(['company-basics']));
    await screen.findByText(TITLE);
    fireEvent.focus(next());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Next: Find Your Brand Voice');
    fireEvent.blur(next());
    fireEvent.focus(back());
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Back: Describe What You Offer'));
  });

  it('sends the step one-shots, also when hidden at 100 percent, once across remounts', async () => {
    const { unmount: unmountFirst } = renderBanner('/strategies', progressWith(['company-basics']));
    await screen.findByText(TITLE);
    unmountFirst();
    const { unmount: unmountSecond } = renderBanner('/strategies', progressWith(['company-basics']));
    await screen.findByText(TITLE);
    unmountSecond();
    const { settled } = renderBanner('/strategies', progressWith(STEP_IDS));
    await settled();
    await waitFor(() => expect(getDataLayer().some((e) => e.event === 'brand_setup_completed')).toBe(true));
    expect(getDataLayer().filter((e) => e.event === 'brand_setup_step_completed').map((e) => e.step_id)).toEqual(STEP_IDS);
  });

  // jsdom does no layout; this pins the styles that keep the bar on one row at 375 px (the middle column shrinks, the
  // count does not break, the two round arrows keep their size).
  it('keeps the arrows beside a shrinkable middle column', async () => {
    renderBanner('/brand-profile/who-you-are', progressWith([]));
    await screen.findByText(TITLE);
    // eslint-disable-next-line testing-library/no-node-access -- the layout styles sit on the bar's own column
    const middle = within(banner()).getByRole('progressbar').parentElement as HTMLElement;
    expect(middle.style.minWidth).toBe('0');
    expect(middle.style.flex).toBe('1 1 auto');
    expect(within(banner()).getByText('0/6').parentElement?.style.whiteSpace).toBe('nowrap');
    expect(within(banner()).getAllByRole('button')).toHaveLength(2);
  });
});
