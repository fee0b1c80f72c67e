import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import type { BrandSummary, PlanKey } from '@navia/contracts';
import { makeUser } from '../../../test/render-app';
import { UserMenu } from '../../layout/components/user-menu';
import { ActiveBrandName } from './active-brand-name';

const ACME: BrandSummary = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme Bakery', isDefault: true };
const NEW: BrandSummary = { id: '6d0a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c', companyName: 'Bolt Bikes', isDefault: false };

function reply(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status < 300, status, statusText: '', text: async () => text } as Response;
}

let brands: BrandSummary[];
let createBrand: (init: RequestInit) => Promise<Response> | Response;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderHeader(plan: PlanKey = 'pro') {
  const user = makeUser({ plan: { key: plan, name: plan } });
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  return render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <header>
            <ActiveBrandName />
            <UserMenu user={user} />
          </header>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

async function openAddBrand() {
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ann' }));
  const menu = await screen.findByRole('menu');
  await within(menu).findByRole('menuitemradio', { name: 'Acme Bakery' });
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Add Brand' }));
  return screen.findByRole('dialog', { name: 'Add a Brand' });
}

const createCalls = () => fetchMock.mock.calls.filter(([url, init]) => url === '/api/user-brands' && init?.method === 'POST');

beforeEach(() => {
  localStorage.clear();
  useActiveBrandStore.setState({ brand: null });
  brands = [ACME];
  createBrand = () => {
    brands = [...brands, NEW];
    return reply(201, NEW);
  };
  fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/user-brands' && init?.method === 'POST') return createBrand(init);
    if (url === '/api/user-brands') return reply(200, { brands });
    return reply(404, 'no route');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it('asks for a company name of at most 50 characters before calling the server', async () => {
  renderHeader();
  const dialog = await openAddBrand();
  const input = within(dialog).getByLabelText('Company name');
  expect(input.getAttribute('maxlength')).toBe('50');
  within(dialog).getByText('0 / 50');
  fireEvent.change(input, { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Brand' }));
  expect(await within(dialog).findByText('Enter a company name')).toBeVisible();
  expect(createCalls()).toHaveLength(0);
});

it('creates the brand, makes it active, says so and opens its profile', async () => {
  let answer: (response: Response) => void = () => {};
  createBrand = () =>
    new Promise<Response>((resolve) => {
      answer = (response) => {
        brands = [...brands, NEW];
        resolve(response);
      };
    });
  renderHeader();
  expect(await within(screen.getByRole('banner')).findByText('Acme Bakery')).toBeVisible();
  const dialog = await openAddBrand();
  fireEvent.change(within(dialog).getByLabelText('Company name'), { target: { value: '  Bolt Bikes ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Brand' }));

  const pending = await within(dialog).findByRole('button', { name: 'Creating...' });
  expect(pending.hasAttribute('disabled')).toBe(true);
  const [, init] = createCalls()[0];
  expect(JSON.parse(init.body as string)).toEqual({ companyName: 'Bolt Bikes' });

  await act(async () => answer(reply(201, NEW)));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/brand-profile/who-you-are'));
  expect(useActiveBrandStore.getState().brand).toEqual({ id: NEW.id, name: 'Bolt Bikes' });
  expect(localStorage.getItem('navia.activeBrandId')).toBe(NEW.id);
  expect(within(screen.getByRole('banner')).getByText('Bolt Bikes')).toBeVisible();
  expect(await screen.findByText('Brand created')).toBeVisible();
  expect(screen.getByText('Bolt Bikes is now your active brand.')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Brand' })).toBeNull());
  // The list was read again from the server, and the new brand stays active with it.
  await waitFor(() => expect(fetchMock.mock.calls.filter(([url, i]) => url === '/api/user-brands' && i?.method !== 'POST')).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ann' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitemradio', { name: 'Bolt Bikes' }).getAttribute('aria-checked')).toBe('true');
  expect(within(menu).getByRole('menuitemradio', { name: 'Acme Bakery' }).getAttribute('aria-checked')).toBe('false');
});

it("shows the server's plan-limit message with a link to the plans", async () => {
  const message = "Your Grow plan allows 1 brand profile. Upgrade to add more brand profiles.";
  createBrand = () => reply(403, { ok: false, error: 'plan_limit_reached', status: 403, message });
  renderHeader();
  const dialog = await openAddBrand();
  fireEvent.change(within(dialog).getByLabelText('Company name'), { target: { value: 'Bolt Bikes' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Brand' }));
  const alert = await within(dialog).findByRole('alert');
  expect(within(alert).getByText(message)).toBeVisible();
  const link = within(alert).getByRole('link', { name: 'See plans' });
  expect(link.getAttribute('href')).toBe('/pricing');
  expect(within(dialog).getByRole('button', { name: 'Create Brand' }).hasAttribute('disabled')).toBe(false);
  expect(useActiveBrandStore.getState().brand?.id).toBe(ACME.id);
  fireEvent.click(link);
  expect(screen.getByTestId('location').textContent).toBe('/pricing');
});

it('shows any other server message without the link', async () => {
  createBrand = () => reply(400, { ok: false, error: 'validation_error', status: 400, message: 'companyName is required' });
  renderHeader();
  const dialog = await openAddBrand();
  fireEvent.change(within(dialog).getByLabelText('Company name'), { target: { value: 'Bolt' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Brand' }));
  const alert = await within(dialog).findByRole('alert');
  within(alert).getByText('companyName is required');
  expect(within(alert).queryByRole('link')).toBeNull();
});
