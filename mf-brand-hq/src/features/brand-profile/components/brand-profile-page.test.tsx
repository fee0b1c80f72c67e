import { screen, waitFor, within } from '@testing-library/react';
import { block, BRAND_ID, buttonIn, click, errorResponse, field, inBlock, jsonResponse, makeRecord, openSection, progressWith, renderSection, serveBrand, signIn, type } from '../test/brand-test-kit';

jest.setTimeout(30_000);

it('shows Brand Headquarters and Who You Are for the bare path', async () => {
  await openSection(null);
  expect(screen.getByRole('heading', { level: 1, name: 'Brand Headquarters' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Who You Are' })).toBeVisible();
  expect(block('Your Company')).toBeVisible();
});

it('says it is loading the brand profile until the record arrives', async () => {
  signIn();
  let answer!: (response: Response) => void;
  const server = serveBrand({ brandData: () => new Promise<Response>((resolve) => (answer = resolve)) });
  renderSection('what-you-offer');
  expect((await screen.findByRole('status')).textContent).toContain('Loading your brand profile...');
  await waitFor(() => expect(server.gets()).toBe(1));
  expect(screen.getByRole('status').textContent).toContain('Loading your brand profile...');
  answer(jsonResponse(200, { id: BRAND_ID, brandData: makeRecord() }));
  expect(await screen.findByRole('region', { name: 'Offer 1' })).toBeVisible();
  expect(screen.queryByText('Loading your brand profile...')).toBeNull();
});

it('says the fetch failed and retries on request', async () => {
  signIn();
  let fail = true;
  const server = serveBrand({
    brandData: () => (fail ? errorResponse(500, 'internal_error', 'Boom') : jsonResponse(200, { id: BRAND_ID, brandData: makeRecord() })),
  });
  renderSection('who-you-are');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Failed to fetch brand data')).toBeVisible();
  fail = false;
  click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Your Company' })).toBeVisible();
  expect(server.gets()).toBe(2);
});

it('reads the active brand’s record and refreshes the setup progress after a save', async () => {
  const { server } = await openSection('who-you-are', 'basic', { progress: progressWith([['companyName']]) });
  expect(server.fetch.mock.calls.some(([url]) => url === `/api/brand-data/${BRAND_ID}`)).toBe(true);
  const progressCalls = () => server.fetch.mock.calls.filter(([url]) => url.startsWith('/api/brand-setup-progress')).length;
  await waitFor(() => expect(progressCalls()).toBe(1));
  const purpose = inBlock('Company Purpose');
  click(buttonIn(purpose, 'Edit'));
  type(field(purpose, 'Vision'), 'Coffee everywhere');
  click(buttonIn(purpose, 'Save'));
  await waitFor(() => expect(progressCalls()).toBe(2));
  expect(server.saves()).toEqual([
    { brandId: BRAND_ID, brandData: { companyStory: 'Started in a garage.', companyMission: 'Good coffee for busy people.', companyVision: 'Coffee everywhere' } },
  ]);
});
