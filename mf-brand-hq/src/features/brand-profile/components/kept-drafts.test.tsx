import { screen, waitFor } from '@testing-library/react';
import { buttonIn, click, field, inBlock, openSection, renderSection, type } from '../test/brand-test-kit';

jest.setTimeout(30_000);

const purpose = () => inBlock('Company Purpose');
const mission = () => field(purpose(), 'Mission') as unknown as HTMLTextAreaElement;
const keptDrafts = () => Object.keys(localStorage).filter((key) => key.startsWith('navia.draft.'));

/** Types into Mission, then leaves the page without saving (another page unmounts the section). */
async function typeAndLeave() {
  const first = await openSection('who-you-are');
  click(buttonIn(purpose(), 'Edit'));
  type(mission(), 'Coffee that keeps the street awake');
  expect(buttonIn(purpose(), 'Save')).toBeVisible();
  first.unmount();
  // Coming back: the same browser and user, a new visit of the page.
  renderSection('who-you-are');
  await screen.findAllByRole('button', { name: 'Edit' });
  return first.server;
}

describe('unsaved Brand HQ edits left behind', () => {
  it('are offered back on return, and Restore puts them into the block to be saved', async () => {
    const server = await typeAndLeave();
    expect(purpose().getByText(/You have unsaved changes to Company Purpose from/)).toBeVisible();
    // Nothing is put back without asking: the block shows what is saved.
    expect(mission().value).not.toBe('Coffee that keeps the street awake');

    click(buttonIn(purpose(), 'Restore unsaved changes to Company Purpose'));
    expect(mission().value).toBe('Coffee that keeps the street awake');
    expect(mission().readOnly).toBe(false);
    expect(purpose().queryByText(/You have unsaved changes/)).toBeNull();

    click(buttonIn(purpose(), 'Save'));
    await waitFor(() => expect(buttonIn(purpose(), 'Edit')).toBeVisible());
    expect(server.saves().at(-1)?.brandData).toMatchObject({ companyMission: 'Coffee that keeps the street awake' });
    expect(keptDrafts()).toEqual([]);
  });

  it('Discard drops them for good', async () => {
    await typeAndLeave();
    click(buttonIn(purpose(), 'Discard unsaved changes to Company Purpose'));
    expect(purpose().queryByText(/You have unsaved changes/)).toBeNull();
    expect(buttonIn(purpose(), 'Edit')).toBeVisible();
    expect(keptDrafts()).toEqual([]);
  });

  it('keeps nothing once the edit is undone', async () => {
    await openSection('who-you-are');
    click(buttonIn(purpose(), 'Edit'));
    const saved = mission().value;
    type(mission(), 'Something new');
    expect(keptDrafts()).toHaveLength(1);
    type(mission(), saved);
    expect(keptDrafts()).toEqual([]);
  });
});
