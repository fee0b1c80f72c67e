import { screen, waitFor, within } from '@testing-library/react';
import { blankOffering } from '@navia/client-kit';
import { block, buttonIn, click, errorResponse, field, inBlock, makeRecord, openSection, type } from '../../test/brand-test-kit';

jest.setTimeout(30_000);

const page = () => within(document.body);
const offer = (n: number) => inBlock(`Offer ${n}`);
const twoOffers = () =>
  makeRecord({
    offerings: [
      { ...blankOffering('1700000000001'), name: 'Espresso Club', price: '19.99' },
      { ...blankOffering('1700000000002'), name: 'Latte Art Class', price: '45', currency: 'EUR' },
    ],
  });

describe('count and cap', () => {
  it.each([
    ['free', '1/1'],
    ['basic', '1/3'],
    ['enterprise', '1/∞'],
  ] as const)('shows count/max from the %s plan', async (plan, cap) => {
    await openSection('what-you-offer', plan);
    expect(page().getByText(cap)).toBeVisible();
  });

  it('disables Add Offer at the cap and offers the upgrade', async () => {
    await openSection('what-you-offer', 'free');
    expect(buttonIn(page(), 'Add Offer')).toHaveProperty('disabled', true);
    expect(page().getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    // One offer, in the singular: not 'up to 1 offers'.
    expect(page().getByText('Your plan includes up to 1 offer. Upgrade to add more.')).toBeVisible();
    expect(page().getByText('offer used')).toBeVisible();
  });

  it('shows a plan-cap refusal from the server with the upgrade link', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await openSection('what-you-offer', 'basic', {
      save: () => errorResponse(403, 'plan_limit_reached', 'Your plan allows 3 offerings. Upgrade to add more.'),
    });
    click(buttonIn(offer(1), 'Edit'));
    type(field(offer(1), 'Offer name'), 'Espresso Club Plus');
    click(buttonIn(offer(1), 'Save'));
    expect(await offer(1).findByText('Your plan allows 3 offerings. Upgrade to add more.')).toBeVisible();
    expect(offer(1).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    error.mockRestore();
  });
});

describe('an offer card', () => {
  it('has every field with its counter; the price keeps decimals only', async () => {
    await openSection('what-you-offer');
    const card = within(block(`Offer 1`));
    for (const label of ['Offer name', 'Description', 'Price', 'Offer URL', 'Why it matters', 'Story']) expect(field(card, label)).toBeVisible();
    expect(card.getByText('No symbols, only decimals')).toBeVisible();
    expect(card.getByText('13/150')).toBeVisible();
    expect(card.getByText('5/50')).toBeVisible();
    expect(card.getByText('0/500')).toBeVisible();

    click(buttonIn(card, 'Edit'));
    type(field(card, 'Price'), '$1,299.50.5 USD');
    expect(field(card, 'Price').value).toBe('1299.505');
  });

  it('saves the whole offerings list, and only that key', async () => {
    const { server } = await openSection('what-you-offer', 'basic', { record: twoOffers() });
    click(buttonIn(offer(2), 'Edit'));
    type(field(offer(2), 'Price'), '50.');
    click(buttonIn(offer(2), 'Save'));
    await waitFor(() => expect(buttonIn(offer(2), 'Edit')).toBeVisible());
    const [{ brandData }] = server.saves();
    expect(Object.keys(brandData)).toEqual(['offerings']);
    expect((brandData.offerings as { id: string; price: string; currency: string }[]).map(({ id, price, currency }) => ({ id, price, currency }))).toEqual([
      { id: '1700000000001', price: '19.99', currency: 'USD' },
      { id: '1700000000002', price: '50', currency: 'EUR' },
    ]);
  });
});

describe('Add Offer', () => {
  it('appends a blank offer in edit mode with USD, which a save adds to the list', async () => {
    const { server } = await openSection('what-you-offer', 'basic');
    click(buttonIn(page(), 'Add Offer'));
    expect(page().getByText('2/3')).toBeVisible();
    const card = within(block(`Offer 2`));
    expect(card.getByText('Not saved yet')).toBeVisible();
    expect(buttonIn(card, 'Exit Edit')).toBeVisible();
    expect(field(card, 'Offer name').value).toBe('');
    expect(field(card, 'Offer name').readOnly).toBe(false);
    expect(card.getByTitle('USD')).toBeVisible();

    type(field(card, 'Offer name'), 'Gift Box');
    click(buttonIn(card, 'Save'));
    await waitFor(() => expect(offer(2).queryByText('Not saved yet')).toBeNull());
    const sent = server.saves()[0].brandData.offerings as { name: string; currency: string }[];
    expect(sent.map((o) => [o.name, o.currency])).toEqual([
      ['Espresso Club', 'USD'],
      ['Gift Box', 'USD'],
    ]);
    expect(buttonIn(offer(2), 'Edit')).toBeVisible();
    expect(field(offer(2), 'Offer name').value).toBe('Gift Box');
  });
});

describe('removal', () => {
  it('cannot remove the last offer', async () => {
    await openSection('what-you-offer');
    expect(buttonIn(offer(1), 'Remove')).toHaveProperty('disabled', true);
  });

  it('asks first; Cancel keeps the offer, Remove saves the list without it at once', async () => {
    const { server } = await openSection('what-you-offer', 'basic', { record: twoOffers() });
    click(buttonIn(offer(1), 'Remove'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Offering' });
    expect(within(dialog).getByText('Are you sure you want to remove this offering? This action cannot be undone.')).toBeVisible();
    click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.saves()).toHaveLength(0);

    click(buttonIn(offer(1), 'Remove'));
    click(within(await screen.findByRole('dialog', { name: 'Remove Offering' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(page().queryByRole('region', { name: 'Offer 2' })).toBeNull());
    expect(server.saves()[0].brandData).toEqual({ offerings: [expect.objectContaining({ id: '1700000000002', name: 'Latte Art Class' })] });
    expect(field(offer(1), 'Offer name').value).toBe('Latte Art Class');
    expect(page().getByText('1/3')).toBeVisible();
  });

  it('reads the data again when the removal fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = await openSection('what-you-offer', 'basic', { record: twoOffers(), save: () => errorResponse(500, 'internal_error', 'Boom') });
    expect(server.gets()).toBe(1);
    click(buttonIn(offer(1), 'Remove'));
    click(within(await screen.findByRole('dialog', { name: 'Remove Offering' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.gets()).toBe(2));
    expect(error).toHaveBeenCalledWith('Failed to remove offering', expect.anything());
    expect(field(offer(2), 'Offer name').value).toBe('Latte Art Class');
    error.mockRestore();
  });

  it('drops an offer that was never saved without a call', async () => {
    const { server } = await openSection('what-you-offer', 'basic');
    click(buttonIn(page(), 'Add Offer'));
    click(buttonIn(offer(2), 'Remove'));
    click(within(await screen.findByRole('dialog', { name: 'Remove Offering' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(page().queryByRole('region', { name: 'Offer 2' })).toBeNull());
    expect(server.saves()).toHaveLength(0);
  });
});
