import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useActiveBrandStore } from '@navia/client-kit';
import type { PlanKey } from '@navia/contracts';
import { errorResponse, type FakeHandler } from '@navia/client-kit/src/testing/fake-api';
import { renderHeader as renderHeaderOf, signIn } from '../../layout/test/user-menu-test-kit';
import { ACME, BOLT as NEW, serveBrands, type BrandsServer } from '../test/brands-test-kit';

let server: BrandsServer;

/** The list holds ACME; the create answers with `create` (by default it adds NEW and answers it). */
const serve = (create?: FakeHandler<'POST /api/user-brands'>) => (server = serveBrands({ brands: [ACME], create }));

const renderHeader = (plan: PlanKey = 'pro') => renderHeaderOf(signIn({}, { key: plan, name: plan }), '/dashboard');

async function openAddBrand() {
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ann' }));
  const menu = await screen.findByRole('menu');
  await within(menu).findByRole('menuitemradio', { name: 'Acme Bakery' });
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Add Brand' }));
  return screen.findByRole('dialog', { name: 'Add a Brand' });
}

const createCalls = () => server.createCalls();

beforeEach(() => {
  localStorage.clear();
  useActiveBrandStore.setState({ brand: null });
  serve();
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
  let answer: () => void = () => {};
  serve(
    () =>
      new Promise((resolve) => {
        answer = () => {
          server.add(NEW);
          resolve(NEW);
        };
      }),
  );
  renderHeader();
  expect(await within(screen.getByRole('banner')).findByText('Acme Bakery')).toBeVisible();
  const dialog = await openAddBrand();
  fireEvent.change(within(dialog).getByLabelText('Company name'), { target: { value: '  Bolt Bikes ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Brand' }));

  const pending = await within(dialog).findByRole('button', { name: 'Creating...' });
  expect(pending.hasAttribute('disabled')).toBe(true);
  expect(createCalls()[0].body).toEqual({ companyName: 'Bolt Bikes' });

  await act(async () => answer());
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/brand-profile/who-you-are'));
  expect(useActiveBrandStore.getState().brand).toEqual({ id: NEW.id, name: 'Bolt Bikes' });
  expect(localStorage.getItem('navia.activeBrandId')).toBe(NEW.id);
  expect(within(screen.getByRole('banner')).getByText('Bolt Bikes')).toBeVisible();
  expect(await screen.findByText('Brand created')).toBeVisible();
  expect(screen.getByText('Bolt Bikes is now your active brand.')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Brand' })).toBeNull());
  // The list was read again from the server, and the new brand stays active with it.
  await waitFor(() => expect(server.listCalls()).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ann' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitemradio', { name: 'Bolt Bikes' }).getAttribute('aria-checked')).toBe('true');
  expect(within(menu).getByRole('menuitemradio', { name: 'Acme Bakery' }).getAttribute('aria-checked')).toBe('false');
});

it("shows the server's plan-limit message with a link to the plans", async () => {
  const message = "Your Grow plan allows 1 brand profile. Upgrade to add more brand profiles.";
  serve(() => errorResponse(403, 'plan_limit_reached', message));
  renderHeader();
  const dialog = await openAddBrand();
  fireEvent.change(within(dialog).getByLabelText('Company name'), { target: { value: 'Bolt Bikes' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Brand' }));
  const alert = await within(dialog).findByRole('alert');
  // The dialog's entering motion (its classes hide it for a moment) can still be running: wait until the message shows.
  await waitFor(() => expect(within(alert).getByText(message)).toBeVisible());
  const link = within(alert).getByRole('link', { name: 'See plans' });
  expect(link.getAttribute('href')).toBe('/pricing');
  expect(within(dialog).getByRole('button', { name: 'Create Brand' }).hasAttribute('disabled')).toBe(false);
  expect(useActiveBrandStore.getState().brand?.id).toBe(ACME.id);
  fireEvent.click(link);
  expect(screen.getByTestId('location').textContent).toBe('/pricing');
});

it('shows any other server message without the link', async () => {
  serve(() => errorResponse(400, 'validation_error', 'companyName is required'));
  renderHeader();
  const dialog = await openAddBrand();
  fireEvent.change(within(dialog).getByLabelText('Company name'), { target: { value: 'Bolt' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Brand' }));
  const alert = await within(dialog).findByRole('alert');
  within(alert).getByText('companyName is required');
  expect(within(alert).queryByRole('link')).toBeNull();
});
