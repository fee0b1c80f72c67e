import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import type { TimezoneBody, User } from '@navia/contracts';
import { errorResponse, type FakeRoutes } from '@navia/client-kit/src/testing/fake-api';
import { ACME, BOLT, serveBrands, type BrandsServer } from '../../brands/test/brands-test-kit';
import { mockBrowserTimeZone } from '../../timezone/test/mock-browser-time-zone';
import { timezoneLongName } from '../../timezone/model/timezone-rules';
import { openMenu, renderHeader, signIn } from '../test/user-menu-test-kit';

let server: BrandsServer;
/** The user has ACME and BOLT; `routes` adds or replaces calls. */
const serve = (routes: FakeRoutes = {}) => (server = serveBrands({ brands: [ACME, BOLT] }, routes));

const header = () => screen.getByRole('banner');

beforeEach(() => {
  localStorage.clear();
  useActiveBrandStore.setState({ brand: null });
  mockBrowserTimeZone('America/Los_Angeles');
  serve();
});

afterEach(() => {
  jest.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('brands in the user menu', () => {
  it('lists the brands as radio items with the check on the active one', async () => {
    renderHeader(signIn());
    const menu = await openMenu();
    const acme = await within(menu).findByRole('menuitemradio', { name: 'Acme Bakery' });
    const bolt = within(menu).getByRole('menuitemradio', { name: 'Bolt Bikes' });
    expect(acme.getAttribute('aria-checked')).toBe('true');
    expect(bolt.getAttribute('aria-checked')).toBe('false');
    expect(within(acme).getByLabelText('check')).not.toHaveStyle({ visibility: 'hidden' });
    expect(within(bolt).getByLabelText('check')).toHaveStyle({ visibility: 'hidden' });
    within(menu).getByRole('menuitem', { name: 'Sign Out' });
  });

  it('stores a chosen brand and the header shows its name', async () => {
    renderHeader(signIn());
    expect(await within(header()).findByText('Acme Bakery')).toBeVisible();
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole('menuitemradio', { name: 'Bolt Bikes' }));
    await waitFor(() => expect(within(header()).queryByText('Acme Bakery')).toBeNull());
    expect(within(header()).getByText('Bolt Bikes')).toBeVisible();
    expect(localStorage.getItem('navia.activeBrandId')).toBe(BOLT.id);
    expect(localStorage.getItem('navia.activeBrandName')).toBe('Bolt Bikes');
    expect(JSON.parse(localStorage.getItem('navia.activeBrandSelection')!)).toMatchObject({ id: BOLT.id, name: 'Bolt Bikes' });
    const reopened = await openMenu();
    expect(within(reopened).getByRole('menuitemradio', { name: 'Bolt Bikes' }).getAttribute('aria-checked')).toBe('true');
  });

  it('chooses a brand with the keyboard', async () => {
    renderHeader(signIn());
    const menu = await openMenu();
    const bolt = await within(menu).findByRole('menuitemradio', { name: 'Bolt Bikes' });
    expect(bolt.getAttribute('tabindex')).toBe('-1'); // focusable by the menu's arrow-key roving focus
    fireEvent.keyDown(bolt, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(within(header()).getByText('Bolt Bikes')).toBeVisible());
    expect(localStorage.getItem('navia.activeBrandId')).toBe(BOLT.id);
  });

  it('shows a loading row while the brands load, and no brand name yet', async () => {
    serve({ 'GET /api/user-brands': () => new Promise(() => {}) });
    renderHeader(signIn());
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Loading brands...' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(header()).queryByText('Acme Bakery')).toBeNull();
  });

  it('says so when the brands cannot be fetched', async () => {
    serve({ 'GET /api/user-brands': () => errorResponse(500, 'internal_error', 'boom') });
    renderHeader(signIn());
    const menu = await openMenu();
    await within(menu).findByText('Failed to fetch user brands');
    within(menu).getByRole('menuitem', { name: 'Sign Out' });
  });
});

describe("the user menu's Add Brand item", () => {
  it('opens the Add a Brand dialog on a plan with several brand profiles', async () => {
    renderHeader(signIn({}, { key: 'pro', name: 'Grow' }));
    const menu = await openMenu();
    await within(menu).findByRole('menuitemradio', { name: 'Bolt Bikes' });
    // eslint-disable-next-line testing-library/no-node-access -- the order of every kind of menu item (menuitem, menuitemradio) together
    const names = Array.from(menu.querySelectorAll('[role^="menuitem"]'), (item) => item.textContent);
    // Right after the brands.
    expect(names.slice(0, 3)).toEqual(['Acme Bakery', 'Bolt Bikes', 'Add Brand']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Add Brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Brand' });
    within(dialog).getByLabelText('Company name');
    within(dialog).getByRole('button', { name: 'Cancel' });
    expect(screen.getByTestId('location').textContent).toBe('/');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Brand' })).toBeNull());
  });

  it.each([
    ['free', 'Free'],
    ['basic', 'Build'],
  ] as const)("reads 'Add Brand (upgrade)' on the %s plan and goes to the pricing page", async (key, name) => {
    renderHeader(signIn({}, { key, name }));
    const menu = await openMenu();
    await within(menu).findByRole('menuitemradio', { name: 'Bolt Bikes' });
    expect(within(menu).queryByRole('menuitem', { name: 'Add Brand' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Add Brand (upgrade)' }));
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

it('signs out and forgets the active brand for the next person', async () => {
  serve({ 'POST /api/auth/sign-out': () => new Response(null, { status: 204 }) });
  renderHeader(signIn());
  expect(await within(header()).findByText('Acme Bakery')).toBeVisible();
  expect(localStorage.getItem('navia.activeBrandId')).toBe(ACME.id);
  const menu = await openMenu();
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
  await waitFor(() => expect(useAuthStore.getState().status).toBe('signedOut'));
  expect(server.sent('POST', '/api/auth/sign-out')).toHaveLength(1);
  expect(localStorage.getItem('navia.activeBrandId')).toBeNull();
  expect(localStorage.getItem('navia.activeBrandSelection')).toBeNull();
});

describe('the timezone action', () => {
  const timezoneItem = (menu: HTMLElement, name: string | RegExp) => within(menu).getByRole('menuitem', { name });

  it("offers 'Update Current Timezone' when none is stored, shows progress, then the saved zone's name", async () => {
    let answer: (saved: User) => void = () => {};
    serve({
      'POST /api/user/timezone': () => new Promise((resolve) => (answer = (saved) => resolve({ success: true, user: saved, accessToken: 'token-with-zone' }))),
    });
    const user = signIn();
    renderHeader(user);
    const menu = await openMenu();
    const item = timezoneItem(menu, 'Update Current Timezone');
    expect(item.getAttribute('title')).toBe('America/Los_Angeles');

    fireEvent.click(item);
    const updating = await within(menu).findByRole('menuitem', { name: 'Updating Timezone...' });
    expect(updating.getAttribute('aria-disabled')).toBe('true');
    const [{ body }] = server.sent('POST', '/api/user/timezone');
    expect((body as TimezoneBody).timezoneMetadata).toMatchObject({ timezone: 'America/Los_Angeles', isAutoDetected: false });

    const saved = { ...user, publicMetadata: { ...user.publicMetadata, timezone: 'America/Los_Angeles', lastDetected: new Date().toISOString(), isAutoDetected: false } };
    await act(async () => answer(saved));
    // The menu stayed open, so the person sees the result.
    await within(menu).findByRole('menuitem', { name: timezoneLongName('America/Los_Angeles') });
    expect(useAuthStore.getState().user?.publicMetadata.timezone).toBe('America/Los_Angeles');
  });

  it("asks the runtime's time zone data nothing while the menu has not been opened (its first use is costly on a phone)", async () => {
    const user = signIn({ timezone: 'Europe/Paris', lastDetected: new Date().toISOString() });
    // Intl.DateTimeFormat is the spy mockBrowserTimeZone installed.
    const formats = jest.mocked(Intl.DateTimeFormat);
    formats.mockClear();
    renderHeader(user);
    await screen.findByRole('button', { name: 'Account menu for Ann' });
    expect(formats).not.toHaveBeenCalled();
    const menu = await openMenu();
    timezoneItem(menu, /^Central European (Standard|Summer) Time$/);
    expect(formats).toHaveBeenCalled();
  });

  it("shows the stored zone's long name with the IANA name as its tooltip", async () => {
    renderHeader(signIn({ timezone: 'Europe/Paris', lastDetected: new Date().toISOString() }));
    const menu = await openMenu();
    const item = timezoneItem(menu, /^Central European (Standard|Summer) Time$/);
    expect(item.getAttribute('title')).toBe('Europe/Paris');
  });

  it('shortens a long name to the city on a 375 px screen', async () => {
    window.innerWidth = 375;
    renderHeader(signIn({ timezone: 'Europe/Paris', lastDetected: new Date().toISOString() }));
    const menu = await openMenu();
    expect(timezoneItem(menu, 'Paris').getAttribute('title')).toBe('Europe/Paris');
  });

  it('keeps a name of 20 characters or fewer on a 375 px screen', async () => {
    window.innerWidth = 375;
    renderHeader(signIn({ timezone: 'Asia/Tokyo', lastDetected: new Date().toISOString() }));
    const menu = await openMenu();
    timezoneItem(menu, 'Japan Standard Time');
  });
});
