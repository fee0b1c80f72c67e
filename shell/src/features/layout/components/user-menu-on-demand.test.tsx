// The user menu's closed dialogs are not part of a signed-in page's start (issue 16): Add a Brand (antd's Modal, Form
// and Input) used to be imported by the header and rendered, closed, on every page.
import { fireEvent, screen, within } from '@testing-library/react';
import { useActiveBrandStore } from '@navia/client-kit';
import { ACME, BOLT, serveBrands } from '../../brands/test/brands-test-kit';
import { openMenu, renderHeader, signIn } from '../test/user-menu-test-kit';

type LoadCount = { addBrandModalLoads?: number };
// Counts the evaluations of the dialog's module (on the global: the factory can run while this file's imports load).
jest.mock('../../brands/components/add-brand-modal', () => {
  const count = globalThis as LoadCount;
  count.addBrandModalLoads = (count.addBrandModalLoads ?? 0) + 1;
  return jest.requireActual('../../brands/components/add-brand-modal');
});
const addBrandModalLoads = () => (globalThis as LoadCount).addBrandModalLoads ?? 0;

beforeEach(() => {
  localStorage.clear();
  useActiveBrandStore.setState({ brand: null });
  serveBrands({ brands: [ACME, BOLT] });
});

it("loads the Add a Brand dialog's code only when it is first opened", async () => {
  renderHeader(signIn({}, { key: 'pro', name: 'Grow' }));
  const menu = await openMenu();
  const addBrand = await within(menu).findByRole('menuitem', { name: 'Add Brand' });
  expect(addBrandModalLoads()).toBe(0);
  fireEvent.click(addBrand);
  const dialog = await screen.findByRole('dialog', { name: 'Add a Brand' });
  within(dialog).getByLabelText('Company name');
  expect(addBrandModalLoads()).toBe(1);
});
