import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  block,
  buttonIn,
  choose,
  click,
  errorResponse,
  field,
  inBlock,
  makeRecord,
  openSection,
  progressWith,
  type,
} from '../../test/brand-test-kit';
import { tooManyRequestsResponse } from '@navia/client-kit/src/testing/too-many-requests';

jest.setTimeout(30_000);

const company = () => inBlock('Your Company');
const social = () => inBlock('Social Platforms');
const stage = (name: string) => company().getByRole('radio', { name }) as HTMLInputElement;

describe('Your Company block', () => {
  it('is read-only until Edit; the button reads Exit Edit, Save once changed, Exit Edit again when undone', async () => {
    await openSection('who-you-are');
    expect(field(company(), 'Company name').readOnly).toBe(true);
    click(buttonIn(company(), 'Edit'));
    expect(field(company(), 'Company name').readOnly).toBe(false);
    expect(buttonIn(company(), 'Exit Edit')).toBeVisible();

    type(field(company(), 'Company name'), 'Bean There Too');
    expect(buttonIn(company(), 'Save')).toBeVisible();
    type(field(company(), 'Company name'), 'Bean There Café');
    click(buttonIn(company(), 'Exit Edit'));
    expect(buttonIn(company(), 'Edit')).toBeVisible();
    expect(field(company(), 'Company name').readOnly).toBe(true);
  });

  it('enters edit mode when a read-only field is clicked', async () => {
    await openSection('who-you-are');
    click(field(company(), 'Website'));
    expect(buttonIn(company(), 'Exit Edit')).toBeVisible();
    expect(field(company(), 'Website').readOnly).toBe(false);
    // Other blocks stay read-only.
    expect(buttonIn(inBlock('Company Purpose'), 'Edit')).toBeVisible();
  });

  it('saves only its own keys (the stage in stored form) and shows the answer read-only', async () => {
    const { server } = await openSection('who-you-are');
    click(buttonIn(company(), 'Edit'));
    type(field(company(), 'Company name'), 'Bean There Two');
    choose(company(), 'Industry', 'Technology');
    click(stage('STAGE 3 - Grow'));
    click(buttonIn(company(), 'Save'));

    await waitFor(() => expect(buttonIn(company(), 'Edit')).toBeVisible());
    expect(server.saves()).toEqual([
      {
        brandId: server.saves()[0].brandId,
        brandData: { companyName: 'Bean There Two', website: 'https://beanthere.example', industry: 'Technology', businessStage: 'Stage 3 - Grow' },
      },
    ]);
    expect(field(company(), 'Company name').value).toBe('Bean There Two');
    expect(field(company(), 'Company name').readOnly).toBe(true);
    expect(stage('STAGE 3 - Grow').checked).toBe(true);
    // The header's brand name comes from the brand list, which is read again.
    await waitFor(() => expect(server.fetch.mock.calls.filter(([url]) => url === '/api/user-brands')).toHaveLength(2));
  });

  it('saves a website typed without a scheme as https, as onboarding does (the server takes http(s) URLs only)', async () => {
    const { server } = await openSection('who-you-are');
    click(buttonIn(company(), 'Edit'));
    type(field(company(), 'Website'), ' beanthere.example/menu ');
    click(buttonIn(company(), 'Save'));

    await waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(server.saves()[0].brandData.website).toBe('https://beanthere.example/menu');
  });

  it('keeps the draft and says what the server said when a save fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await openSection('who-you-are', 'basic', { save: () => errorResponse(400, 'validation_error', 'companyName is required') });
    click(buttonIn(company(), 'Edit'));
    type(field(company(), 'Company name'), ' ');
    click(buttonIn(company(), 'Save'));

    expect(await company().findByText('companyName is required')).toBeVisible();
    expect(buttonIn(company(), 'Save')).toBeVisible();
    expect(field(company(), 'Company name').value).toBe(' ');
    expect(await screen.findByText('Failed to save brand data')).toBeVisible();
    expect(error).toHaveBeenCalledWith('Failed to save brand data', expect.anything());
    error.mockRestore();
  });

  /** Answers 429 (Retry-After 1 s) to the first `refusals` saves, then saves as the fake server does. */
  const refuseFirst = (refusals: number) => {
    let answered = 0;
    return () => (++answered <= refusals ? tooManyRequestsResponse(1) : undefined);
  };

  it('tells a save refused with 429, waits it out and sends it again', async () => {
    const { server } = await openSection('who-you-are', 'basic', { save: refuseFirst(1) });
    click(buttonIn(company(), 'Edit'));
    type(field(company(), 'Company name'), 'Bean There Two');
    click(buttonIn(company(), 'Save'));

    expect(await screen.findByText('Not saved yet')).toBeVisible();
    expect(screen.getByText('Too many changes in a short time. Your edit is kept and will be sent again in a moment.')).toBeVisible();
    await waitFor(() => expect(buttonIn(company(), 'Edit')).toBeVisible());
    expect(server.saves().map((body) => body.brandData.companyName)).toEqual(['Bean There Two', 'Bean There Two']);
    expect(server.record().companyName).toBe('Bean There Two');
    expect(field(company(), 'Company name').value).toBe('Bean There Two');
  });

  it('keeps the form when a save is still refused, says when to try again, and Save works again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = await openSection('who-you-are', 'basic', { save: refuseFirst(2) });
    click(buttonIn(company(), 'Edit'));
    type(field(company(), 'Company name'), 'Bean There Two');
    click(buttonIn(company(), 'Save'));

    const kept = 'Too many changes in a short time. Your edit is kept: try again in a moment.';
    expect(await company().findByText(kept)).toBeVisible();
    expect(await screen.findByText('Failed to save brand data')).toBeVisible();
    expect(field(company(), 'Company name').value).toBe('Bean There Two');
    expect(server.record().companyName).not.toBe('Bean There Two');

    click(buttonIn(company(), 'Save'));
    await waitFor(() => expect(buttonIn(company(), 'Edit')).toBeVisible());
    expect(server.record().companyName).toBe('Bean There Two');
    expect(server.saves()).toHaveLength(3);
    error.mockRestore();
  });

  it('shows count/limit counters that follow the text', async () => {
    await openSection('who-you-are');
    expect(company().getByText('15/50')).toBeVisible();
    expect(company().getByText('25/100')).toBeVisible();
    click(buttonIn(company(), 'Edit'));
    type(field(company(), 'Company name'), 'Acme');
    expect(company().getByText('4/50')).toBeVisible();
    const purpose = within(block('Company Purpose'));
    expect(purpose.getByText('20/1500')).toBeVisible();
    expect(purpose.getByText('28/800')).toBeVisible();
    expect(purpose.getByText('23/800')).toBeVisible();
    expect(social().getAllByText('0/100')).toHaveLength(8);
  });

  it('lists the three offered stages with what each means, and an existing stage outside them as an extra choice', async () => {
    await openSection('who-you-are', 'basic', { record: makeRecord({ businessStage: 'Stage 4 - Elevate' }) });
    const radios = company().getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['STAGE 1 - Launch', 'STAGE 2 - Build', 'STAGE 3 - Grow', 'STAGE 4 - Elevate']);
    expect(stage('STAGE 4 - Elevate').checked).toBe(true);
    expect(stage('STAGE 1 - Launch')).toHaveAccessibleDescription(/getting the business off the ground/);
    expect(company().getByText(/established name/)).toBeVisible();
  });

  it('offers the 14 industries', async () => {
    await openSection('who-you-are');
    click(buttonIn(company(), 'Edit'));
    fireEvent.mouseDown(field(company(), 'Industry'));
    expect(await screen.findAllByRole('option')).toHaveLength(14);
  });
});

describe('required fields', () => {
  const empty = makeRecord({ companyName: '', website: '', companyStory: '', companyMission: '' });
  const highlighted = () =>
    // eslint-disable-next-line testing-library/no-node-access -- the required-field markers are data attributes on the field wrappers, with no role
    [...document.querySelectorAll('[data-empty-required="true"]')].map((el) => el.querySelector('label')?.textContent);

  it('highlights empty ones from the spec markers while there is no progress answer', async () => {
    await openSection('who-you-are', 'basic', { record: empty });
    expect(highlighted()).toEqual(['Company name', 'Website', 'About Your Business', 'Mission']);
    expect(field(company(), 'Company name').getAttribute('aria-required')).toBe('true');
  });

  it('takes them from the progress answer’s target fields when there is one', async () => {
    await openSection('who-you-are', 'basic', { record: empty, progress: progressWith([['companyName'], ['companyMission']]) });
    await waitFor(() => expect(highlighted()).toEqual(['Company name', 'Mission']));
    expect(field(company(), 'Website').getAttribute('aria-required')).toBeNull();
  });
});

describe('Social Platforms block', () => {
  const tick = (name: string) => social().getByRole('checkbox', { name }) as HTMLInputElement;

  it('ticks a platform when a URL is typed, unticks it when cleared, and lets the tick be toggled by hand', async () => {
    const { server } = await openSection('who-you-are');
    click(buttonIn(social(), 'Edit'));
    expect(tick('Facebook').checked).toBe(false);
    type(field(social(), 'Facebook URL'), 'https://facebook.com/bean');
    expect(tick('Facebook').checked).toBe(true);
    type(field(social(), 'Facebook URL'), '   ');
    expect(tick('Facebook').checked).toBe(false);
    type(field(social(), 'Facebook URL'), 'https://facebook.com/bean');
    click(tick('Facebook'));
    expect(tick('Facebook').checked).toBe(false);
    click(tick('X (Twitter)'));
    expect(tick('X (Twitter)').checked).toBe(true);

    click(buttonIn(social(), 'Save'));
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    const sent = server.saves()[0].brandData;
    expect(Object.keys(sent)).toEqual(['socialPlatforms']);
    expect((sent.socialPlatforms as Record<string, unknown>).facebook).toEqual({ selected: false, url: 'https://facebook.com/bean' });
    expect((sent.socialPlatforms as Record<string, unknown>).twitter).toEqual({ selected: true, url: '' });
  });

  it('shows the LinkedIn company URL only while LinkedIn is ticked', async () => {
    await openSection('who-you-are');
    expect(social().queryByLabelText('LinkedIn company URL')).toBeNull();
    click(buttonIn(social(), 'Edit'));
    type(field(social(), 'LinkedIn profile URL'), 'https://linkedin.com/in/ann');
    expect(tick('LinkedIn').checked).toBe(true);
    type(field(social(), 'LinkedIn company URL'), 'https://linkedin.com/company/bean');
    click(tick('LinkedIn'));
    expect(social().queryByLabelText('LinkedIn company URL')).toBeNull();
    click(tick('LinkedIn'));
    expect(field(social(), 'LinkedIn company URL').value).toBe('https://linkedin.com/company/bean');
  });

  it('names every platform', async () => {
    await openSection('who-you-are');
    // eslint-disable-next-line testing-library/no-node-access -- the visible label text, in the checkboxes' order
    expect((social().getAllByRole('checkbox') as HTMLInputElement[]).map((c) => c.closest('label')?.textContent)).toEqual([
      'Facebook',
      'Instagram',
      'TikTok',
      'Pinterest',
      'X (Twitter)',
      'Substack',
      'YouTube',
      'LinkedIn',
    ]);
    expect(block('Social Platforms')).toBeVisible();
  });
});
