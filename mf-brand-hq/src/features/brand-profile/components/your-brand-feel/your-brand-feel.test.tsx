import { act, screen, waitFor, within } from '@testing-library/react';
import { block, BRAND_ID, buttonIn, choose, click, errorResponse, field, inBlock, jsonResponse, makeRecord, openSection, type } from '../../test/brand-test-kit';

jest.setTimeout(30_000);

const voice = () => inBlock('Your Brand Voice');
const page = () => within(document.body);
const dialog = () => within(screen.getByRole('dialog', { name: 'Navia Brand Voice Analysis' }));
const tick = (name: string) => dialog().getByRole('checkbox', { name }) as HTMLInputElement;
const noRealContent = () => makeRecord({ realContent: { socialMedia: '', websiteCopy: '', emailIntros: '', blogPosts: '' } });

const ANSWER = {
  brand_personality: ['bold', 'caring'],
  tone_of_voice: ['upbeat'],
  language_style: ['simple', 'direct'],
  // spec part 2 §7: the style as text; the suggestion with its emoji under emoji.
  emoji_preferences: 'minimalist-professional',
  emoji: { style: 'minimalist-professional', customEmojis: '✅' },
  evidence: [{ trait: 'bold', field: 'brand_personality', reasons: ['Short imperative headlines'] }],
  analyzer: 'offline',
};

async function openDialog() {
  click(buttonIn(voice(), 'Analyze My Brand Voice'));
  await screen.findByRole('dialog', { name: 'Navia Brand Voice Analysis' });
}

describe('the brand voice', () => {
  it('shows the traits as comma-joined text with counters, and the emoji picker', async () => {
    await openSection('your-brand-feel');
    expect(field(voice(), "Brand's Personality").value).toBe('warm, witty');
    expect(voice().getByText('11/100')).toBeVisible();
    expect(field(voice(), 'Tone of Voice').value).toBe('friendly');
    expect(field(voice(), 'Language Style').value).toBe('plain');
    expect(voice().getByTitle('Playful & Vibrant')).toBeVisible();
    expect(field(voice(), 'Favorite Emojis').value).toBe('☕');
    expect(voice().getByText('1/50')).toBeVisible();
    for (const title of ["Brand's Personality", 'Tone of Voice', 'Language Style', 'Emoji Style & Preferences']) {
      expect(voice().getByRole('heading', { name: title, level: 4 })).toBeVisible();
    }
  });

  it('any change flags the whole voice, which saves its four keys with traits as lists', async () => {
    const { server } = await openSection('your-brand-feel');
    click(buttonIn(voice(), 'Edit'));
    expect(buttonIn(voice(), 'Exit Edit')).toBeVisible();
    choose(voice(), 'Emoji style', 'None');
    expect(buttonIn(voice(), 'Save')).toBeVisible();
    type(field(voice(), 'Tone of Voice'), 'friendly ,  calm,');
    click(buttonIn(voice(), 'Save'));
    await waitFor(() => expect(buttonIn(voice(), 'Edit')).toBeVisible());
    expect(server.saves()[0].brandData).toEqual({
      brandPersonality: { traits: ['warm', 'witty'] },
      toneOfVoice: { traits: ['friendly', 'calm'] },
      languageStyle: { traits: ['plain'] },
      emojiPreferences: { style: 'none', customEmojis: '☕' },
    });
    expect(field(voice(), 'Tone of Voice').value).toBe('friendly, calm');
  });
});

describe('Real Content from Your Brand', () => {
  it('has four cards, each saving realContent with the others as saved', async () => {
    const { server } = await openSection('your-brand-feel');
    for (const name of ['Social Media Captions or Posts', 'Website Copy', 'Email Intros or Copy', 'Blog Posts']) expect(block(name)).toBeVisible();
    const email = within(block('Email Intros or Copy'));
    expect(email.getByText('0/12000')).toBeVisible();
    click(buttonIn(email, 'Edit'));
    type(field(email, 'Email Intros or Copy'), 'Hi friend,');
    click(buttonIn(email, 'Save'));
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(server.saves()[0].brandData).toEqual({ realContent: { socialMedia: '', websiteCopy: '', emailIntros: 'Hi friend,', blogPosts: '' } });
  });
});

describe('Analyze My Brand Voice', () => {
  it('opens the dialog with the website prefilled; a tick is enabled only while its source exists', async () => {
    await openSection('your-brand-feel', 'basic', { record: noRealContent() });
    await openDialog();
    expect(dialog().getByText(/Navia can analyze your brand voice and recommend a custom voice for your future content/)).toBeVisible();
    expect((dialog().getByLabelText('Company website URL') as HTMLInputElement).value).toBe('https://beanthere.example');
    expect(tick('Company Website').disabled).toBe(false);
    expect(tick('Blog page').disabled).toBe(true);
    expect(tick('Real Content Examples').disabled).toBe(true);
    expect(dialog().getByText('No Content Added')).toBeVisible();

    type(dialog().getByLabelText('Company website URL'), '');
    expect(tick('Company Website').disabled).toBe(true);
    type(dialog().getByLabelText('Blog URL'), 'https://beanthere.example/blog');
    expect(tick('Blog page').disabled).toBe(false);
  });

  it('enables Real Content Examples once some real content exists', async () => {
    await openSection('your-brand-feel', 'basic', { record: makeRecord({ realContent: { socialMedia: 'Fresh beans!', websiteCopy: '', emailIntros: '', blogPosts: '' } }) });
    await openDialog();
    expect(tick('Real Content Examples').disabled).toBe(false);
    expect(dialog().queryByText('No Content Added')).toBeNull();
  });

  it('asks for at least one source, and accepts only http(s) URLs', async () => {
    await openSection('your-brand-feel');
    await openDialog();
    click(dialog().getByRole('button', { name: 'Analyze' }));
    expect(dialog().getByRole('alert').textContent).toContain('Please select at least one option to analyze your brand voice.');

    type(dialog().getByLabelText('Company website URL'), 'beanthere.example');
    click(tick('Company Website'));
    expect(dialog().getByText('Enter a URL starting with http:// or https://')).toBeVisible();
    expect(dialog().getByRole('button', { name: 'Analyze' })).toHaveProperty('disabled', true);
    type(dialog().getByLabelText('Company website URL'), 'http://beanthere.example');
    expect(dialog().getByRole('button', { name: 'Analyze' })).toHaveProperty('disabled', false);
  });

  it('sends only the chosen sources, blocks the voice while it runs, then fills it in edit mode marked changed', async () => {
    let answer!: (response: Response) => void;
    const { server } = await openSection('your-brand-feel', 'basic', {
      record: makeRecord({ realContent: { socialMedia: 'Fresh beans!', websiteCopy: '', emailIntros: '', blogPosts: '' } }),
      analyze: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openDialog();
    click(tick('Real Content Examples'));
    click(dialog().getByRole('button', { name: 'Analyze' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent('POST', '/api/analyze-brand')[0]?.body).toEqual({
      brandId: BRAND_ID,
      sources: { realContent: { socialMedia: 'Fresh beans!', websiteCopy: '', emailIntros: '', blogPosts: '' } },
    });
    expect(field(voice(), "Brand's Personality").disabled).toBe(true);
    expect(buttonIn(voice(), 'Edit')).toHaveProperty('disabled', true);
    expect(await voice().findByText('Analyzing your brand voice...')).toBeVisible();

    await act(async () => answer(jsonResponse(200, ANSWER)));
    await waitFor(() => expect(field(voice(), "Brand's Personality").value).toBe('bold, caring'));
    expect(field(voice(), "Brand's Personality").disabled).toBe(false);
    expect(field(voice(), "Brand's Personality").readOnly).toBe(false);
    expect(field(voice(), 'Tone of Voice').value).toBe('upbeat');
    expect(field(voice(), 'Language Style').value).toBe('simple, direct');
    expect(voice().getByTitle('Minimalist & Professional')).toBeVisible();
    expect(field(voice(), 'Favorite Emojis').value).toBe('✅');
    expect(buttonIn(voice(), 'Save')).toBeVisible();
    expect(voice().getByText(/come from the brand voice analysis of your real content examples\. Review them and press Save to apply them\./)).toBeVisible();
    expect(voice().getByText('Short imperative headlines', { exact: false })).toBeVisible();
    // Real content stays read-only.
    expect(buttonIn(inBlock('Social Media Captions or Posts'), 'Edit')).toBeVisible();
  });

  it('sends the website and blog when ticked, and marks the voice changed even when the suggestions equal it', async () => {
    const { server } = await openSection('your-brand-feel', 'basic', {
      analyze: () =>
        jsonResponse(200, { ...ANSWER, brand_personality: ['warm', 'witty'], tone_of_voice: ['friendly'], language_style: ['plain'], emoji_preferences: 'playful-vibrant', emoji: { style: 'playful-vibrant', customEmojis: '☕' }, evidence: [] }),
    });
    await openDialog();
    click(tick('Company Website'));
    type(dialog().getByLabelText('Blog URL'), 'https://beanthere.example/blog');
    click(tick('Blog page'));
    click(dialog().getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(buttonIn(voice(), 'Save')).toBeVisible());
    expect((server.sent('POST', '/api/analyze-brand')[0]?.body as { sources: unknown }).sources).toEqual({ website: 'https://beanthere.example', blogUrl: 'https://beanthere.example/blog' });
  });

  it("drops the analysis note with the suggestions: editing again after Discard does not bring it back", async () => {
    await openSection('your-brand-feel', 'basic', { analyze: () => jsonResponse(200, ANSWER) });
    await openDialog();
    click(tick('Company Website'));
    click(dialog().getByRole('button', { name: 'Analyze' }));
    const note = /Review them and press Save to apply them\./;
    expect(await voice().findByText(note)).toBeVisible();
    click(buttonIn(voice(), 'Discard'));
    await waitFor(() => expect(buttonIn(voice(), 'Edit')).toBeVisible());
    click(buttonIn(voice(), 'Edit'));
    await waitFor(() => expect(buttonIn(voice(), 'Exit Edit')).toBeVisible());
    expect(voice().queryByText(note)).toBeNull();
  });

  it('logs and toasts a failure; the voice is usable again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await openSection('your-brand-feel', 'basic', { analyze: () => errorResponse(422, 'analysis_source_unreachable', 'The website could not be read') });
    await openDialog();
    click(tick('Company Website'));
    click(dialog().getByRole('button', { name: 'Analyze' }));
    expect(await page().findByText('The website could not be read')).toBeVisible();
    expect(error).toHaveBeenCalledWith('Brand voice analysis failed', expect.anything());
    expect(field(voice(), "Brand's Personality").disabled).toBe(false);
    expect(buttonIn(voice(), 'Edit')).toHaveProperty('disabled', false);
    error.mockRestore();
  });
});
