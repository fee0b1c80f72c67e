import { screen, waitFor, within } from '@testing-library/react';
import { makeStrategy, makeTemplate } from '../../test/fixtures';
import { click, dialogClosed, findDialog, openPage } from '../../test/strategies-test-kit';

jest.setTimeout(30_000);

const TEMPLATES = [
  makeTemplate({ id: 'linkedin-leads', name: 'LinkedIn Leads', metadata: { goalType: 'conversion', platform: 'linkedin' } }),
  makeTemplate({ id: 'any-goal-linkedin', name: 'LinkedIn For Anything', metadata: { goalType: 'all', platform: 'linkedin' } }),
  makeTemplate({ id: 'instagram-leads', name: 'Instagram Leads', metadata: { goalType: 'conversion', platform: 'instagram' } }),
  makeTemplate({ id: 'linkedin-growth', name: 'LinkedIn Growth', metadata: { goalType: 'grow_audience', platform: 'linkedin' } }),
];

async function openGuide() {
  const view = await openPage({ strategies: [makeStrategy({ status: 'completed' })], templates: TEMPLATES });
  click(screen.getByRole('button', { name: 'Strategy Guide' }));
  const guide = within(await findDialog('Your Strategy Guide'));
  return { ...view, guide };
}

it('walks two questions, then opens the templates filtered by the answers', async () => {
  const { guide } = await openGuide();
  expect(guide.getByText("What's your biggest marketing priority right now?")).toBeVisible();
  expect(guide.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
  expect(guide.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  for (const option of ['Grow my audience', 'Get more leads or sales', 'Stay consistent', 'Launch something new']) {
    expect(guide.getByRole('radio', { name: option })).toBeVisible();
  }

  click(guide.getByRole('radio', { name: 'Get more leads or sales' }));
  expect(guide.getByText(/Turn the attention you already have/)).toBeVisible();
  click(guide.getByRole('button', { name: 'Continue' }));

  expect(guide.getByText('Where do you want to focus reaching people...')).toBeVisible();
  expect(guide.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', false);
  expect(guide.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  for (const option of ['On Instagram', 'On Facebook', 'On LinkedIn', 'Through Email']) {
    expect(guide.getByRole('radio', { name: option })).toBeVisible();
  }

  // Back keeps the first answer.
  click(guide.getByRole('button', { name: 'Back' }));
  expect(guide.getByRole('radio', { name: 'Get more leads or sales' })).toHaveProperty('checked', true);
  click(guide.getByRole('button', { name: 'Continue' }));

  click(guide.getByRole('radio', { name: 'On LinkedIn' }));
  click(guide.getByRole('button', { name: 'Continue' }));

  const templates = within(await findDialog('Marketing Strategies'));
  await waitFor(() => expect(templates.getAllByRole('article')).toHaveLength(2));
  expect(templates.getByTitle('Leads & Sales')).toBeVisible();
  expect(templates.getByTitle('LinkedIn')).toBeVisible();
  const names = templates.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
  expect(names).toEqual(['LinkedIn Leads', 'LinkedIn For Anything']);
  expect(templates.getByRole('button', { name: 'Next templates' })).toHaveProperty('disabled', true);
});

it('starts over after it is closed', async () => {
  const { guide } = await openGuide();
  click(guide.getByRole('radio', { name: 'Stay consistent' }));
  click(guide.getByRole('button', { name: 'Continue' }));
  click(guide.getByRole('button', { name: 'Close' }));
  await dialogClosed('Your Strategy Guide');

  click(screen.getByRole('button', { name: 'Strategy Guide' }));
  const again = within(await findDialog('Your Strategy Guide'));
  expect(again.getByText("What's your biggest marketing priority right now?")).toBeVisible();
  expect(again.getByRole('radio', { name: 'Stay consistent' })).toHaveProperty('checked', false);
  expect(again.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
});
