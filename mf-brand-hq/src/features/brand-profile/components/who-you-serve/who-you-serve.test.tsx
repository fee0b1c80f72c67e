import { screen, waitFor, within } from '@testing-library/react';
import { blankPersona } from '@navia/client-kit';
import { buttonIn, choose, click, field, makeRecord, openSection, type } from '../../test/brand-test-kit';

jest.setTimeout(30_000);

const page = () => within(document.body);
const persona = (n: number) => within(screen.getByRole('region', { name: new RegExp(`^Persona ${n}\\b`) }));
const part = (n: number, name: string) => within(persona(n).getByRole('group', { name }));

describe('a persona card', () => {
  it('has three blocks with their fields, Selects for the enumerated ones, and counters', async () => {
    await openSection('who-you-serve');
    const who = within(persona(1).getByRole('group', { name: 'Who They Are' }));
    for (const label of ['Persona name', 'Age range', 'Location', 'Industry', 'Occupation']) expect(field(who, label).tagName).toBe('INPUT');
    for (const label of ['Gender', 'Education', 'Income', 'Relationship status', 'Children']) {
      expect(who.getByLabelText(label).getAttribute('role')).toBe('combobox');
    }
    expect(who.getByText('11/150')).toBeVisible();
    expect(who.getByText('5/10')).toBeVisible();
    const perspective = within(persona(1).getByRole('group', { name: 'Audience Perspective' }));
    for (const label of ['Main frustration', 'Main need', 'Obstacles', 'What they tried before']) expect(field(perspective, label)).toBeVisible();
    const time = within(persona(1).getByRole('group', { name: 'Where They Spend Time' }));
    expect(field(time, 'Offline time')).toBeVisible();
    expect(field(time, 'Online time')).toBeVisible();
    expect(time.getAllByText('0/500')).toHaveLength(2);
  });

  it('saves one block as the whole persona list under personas, and only that key', async () => {
    const { server } = await openSection('who-you-serve');
    const who = within(persona(1).getByRole('group', { name: 'Who They Are' }));
    click(buttonIn(who, 'Edit'));
    choose(who, 'Gender', 'Non-binary');
    choose(who, 'Income', '$50k - $75k');
    click(buttonIn(who, 'Save'));
    await waitFor(() => expect(buttonIn(part(1, 'Who They Are'), 'Edit')).toBeVisible());
    const [{ brandData }] = server.saves();
    expect(Object.keys(brandData)).toEqual(['personas']);
    expect(brandData.personas).toEqual({
      users: [expect.objectContaining({ id: 'p-1', name: 'Busy Parent', gender: 'non-binary', incomeLevel: '50k-75k', mainNeed: 'Speed' })],
    });
  });
});

describe('Add Persona', () => {
  it("at the Free plan's one persona says so in the singular ('up to 1 persona', not '1 personas')", async () => {
    await openSection('who-you-serve', 'free');
    expect(page().getByText('1/1')).toBeVisible();
    expect(buttonIn(page(), 'Add Persona')).toHaveProperty('disabled', true);
    expect(page().getByText('Your plan includes up to 1 persona. Upgrade to add more.')).toBeVisible();
    expect(page().getByText('persona used')).toBeVisible();
  });

  it('appends a blank persona with a temp- id, shown as count/max; saving keeps the card', async () => {
    const { server } = await openSection('who-you-serve', 'basic');
    expect(page().getByText('1/3')).toBeVisible();
    click(buttonIn(page(), 'Add Persona'));
    expect(page().getByText('2/3')).toBeVisible();
    expect(persona(2).getByText('Not saved yet')).toBeVisible();
    const who = within(persona(2).getByRole('group', { name: 'Who They Are' }));
    expect(buttonIn(who, 'Exit Edit')).toBeVisible();
    type(field(who, 'Persona name'), 'Student');
    // Another block of the new persona is being edited at the same time; its draft must survive the first save.
    const time = within(persona(2).getByRole('group', { name: 'Where They Spend Time' }));
    click(buttonIn(time, 'Edit'));
    type(field(time, 'Online time'), 'TikTok');

    click(buttonIn(who, 'Save'));
    await waitFor(() => expect(persona(2).queryByText('Not saved yet')).toBeNull());
    const users = (server.saves()[0].brandData.personas as { users: { id: string; name: string; onlineTime: string }[] }).users;
    expect(users.map((u) => u.name)).toEqual(['Busy Parent', 'Student']);
    expect(users[1].id).toMatch(/^temp-\d+$/);
    expect(users[1].onlineTime).toBe('');
    expect(buttonIn(part(2, 'Who They Are'), 'Edit')).toBeVisible();
    expect(field(part(2, 'Where They Spend Time'), 'Online time').value).toBe('TikTok');
    expect(buttonIn(part(2, 'Where They Spend Time'), 'Save')).toBeVisible();

    // The saved persona now has the service's id.
    click(buttonIn(part(2, 'Where They Spend Time'), 'Save'));
    await waitFor(() => expect(server.saves()).toHaveLength(2));
    const again = (server.saves()[1].brandData.personas as { users: { id: string; onlineTime: string }[] }).users;
    expect(again.map((u) => [u.id, u.onlineTime])).toEqual([
      ['p-1', ''],
      ['p-100', 'TikTok'],
    ]);
  });

  it('is disabled at the cap, with the upgrade link', async () => {
    await openSection('who-you-serve', 'starter');
    expect(page().getByText('1/1')).toBeVisible();
    expect(buttonIn(page(), 'Add Persona')).toHaveProperty('disabled', true);
    expect(page().getByRole('link', { name: 'Upgrade' })).toBeVisible();
  });

  it('shows ∞ for an unlimited plan', async () => {
    await openSection('who-you-serve', 'enterprise');
    expect(page().getByText('1/∞')).toBeVisible();
    expect(buttonIn(page(), 'Add Persona')).toHaveProperty('disabled', false);
  });
});

describe('removal', () => {
  it('cannot remove the last persona', async () => {
    await openSection('who-you-serve');
    expect(buttonIn(persona(1), 'Remove')).toHaveProperty('disabled', true);
  });

  it('confirms, then saves the list without it', async () => {
    const record = makeRecord({ personas: { users: [{ ...blankPersona('p-1'), name: 'Ann' }, { ...blankPersona('p-2'), name: 'Bo' }] } });
    const { server } = await openSection('who-you-serve', 'basic', { record });
    click(buttonIn(persona(2), 'Remove'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Persona' });
    expect(within(dialog).getByText('Are you sure you want to remove this persona? This action cannot be undone.')).toBeVisible();
    click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Persona 2/ })).toBeNull());
    expect(server.saves()[0].brandData).toEqual({ personas: { users: [expect.objectContaining({ id: 'p-1', name: 'Ann' })] } });
  });
});
