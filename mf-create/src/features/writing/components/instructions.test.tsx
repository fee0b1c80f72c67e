import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExecuteWritingResponse } from '@navia/contracts';
import { BRAND_ID, USER_ID, makeBrand, makeFile, voiceScore } from '../test/fixtures';
import {
  button,
  choose,
  click,
  dialogClosed,
  editor,
  errorResponse,
  events,
  findDialog,
  findToast,
  jsonResponse,
  openWorkspace,
  preview,
  type,
  type SentRequest,
} from '../test/writing-test-kit';

const combobox = (name: string) => screen.getByRole('combobox', { name });
/** The text the select shows for its value. */
// eslint-disable-next-line testing-library/no-node-access -- antd's Select shows its value outside the combobox element
const shown = (name: string) => combobox(name).closest('.ant-select')?.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent ?? '';

function writerAnswer(request: SentRequest, text = '## Spring is here\n\nCome taste it.') {
  const body = request.body as { currentFileId?: string | null; contentInstructions: Record<string, string> };
  const file = makeFile({ ...(body.currentFileId ? { id: body.currentFileId } : {}), name: 'Spring menu - Navia Created Content Mar 4', content: text });
  return jsonResponse(
    200,
    ExecuteWritingResponse.parse({
      success: true,
      content: text,
      result: text,
      fileId: file.id,
      fileName: file.name,
      file,
      writer: 'offline',
      model: 'offline',
      promptVersion: 'navia-composer/2',
      voice: null,
      tokens: 120,
      usage: { today: { used: 1, limit: 100 }, month: { used: 1, limit: 1000 }, maxTokensPerRequest: 5000, timeZone: 'UTC' },
    }),
  );
}

async function fillInstructions(topic = 'Spring menu') {
  await choose('Platform', 'Instagram');
  await choose('Format', 'Instagram Caption');
  type(screen.getByLabelText('Topic to write about'), topic);
}

describe('Where: platforms and formats', () => {
  it('marks platforms outside the plan with a crown and refuses them with Platform requires upgrade', async () => {
    await openWorkspace();
    await choose('Platform', 'LinkedIn (requires upgrade)');
    await findToast('Platform requires upgrade');
    expect(shown('Platform')).not.toContain('LinkedIn');
    await choose('Platform', 'Instagram');
    await waitFor(() => expect(shown('Platform')).toContain('Instagram'));
  });

  it("loads the chosen platform's formats, and clears the format when the platform changes", async () => {
    const { server } = await openWorkspace();
    await choose('Platform', 'Instagram');
    await choose('Format', 'Instagram Caption');
    expect(server.sent('GET', '/api/formats').map((r) => r.url)).toEqual(['/api/formats?platformId=instagram']);
    await waitFor(() => expect(shown('Format')).toContain('Instagram Caption'));
    await choose('Platform', 'Facebook');
    await waitFor(() => expect(shown('Format')).not.toContain('Instagram Caption'));
    await choose('Format', 'Facebook Post');
    await waitFor(() => expect(shown('Format')).toContain('Facebook Post'));
  });

  it('says when the platforms could not be loaded', async () => {
    await openWorkspace({ platforms: () => errorResponse(500, 'internal_error', 'Down') });
    expect(await screen.findByText('Platforms could not be loaded. Reload the page to try again.')).toBeVisible();
  });
});

describe('Who and What', () => {
  it('lists audiences without blank or none, and offers once by name including offers from files', async () => {
    await openWorkspace({ files: [makeFile({ contentInstructions: { platformId: '', formatId: '', audience: '', offer: 'Gift Cards', topic: '' } })] });
    await waitFor(() => expect(screen.queryByText(/No audiences found/)).toBeNull());
    click(combobox('Audience'));
    await choose('Audience', 'Busy Parents');
    expect(screen.queryAllByTitle('none')).toHaveLength(0);
    await choose('Offer', 'Gift Cards');
    const offers = screen.getAllByRole('option').map((o) => o.textContent);
    expect(offers.filter((o) => o?.toLowerCase() === 'espresso club')).toHaveLength(1);
    expect(offers.some((o) => o?.toLowerCase() === 'none')).toBe(false);
  });

  it('says where to set them up when the brand has no personas or offers', async () => {
    await openWorkspace({ brand: () => jsonResponse(200, makeBrand({ personas: ['none'], offerings: [' '] })) });
    expect(await screen.findByText('No audiences found - Set up personas in Brand Headquarters')).toBeVisible();
    expect(screen.getByText('No offers found - Set up offerings in Brand Headquarters')).toBeVisible();
  });

  it('says the brand profile could not be loaded once the retries are spent', async () => {
    const { server } = await openWorkspace({ brand: () => errorResponse(503, 'unavailable', 'Busy') });
    expect(await screen.findByText(/brand profile could not be loaded/)).toBeVisible();
    expect(server.sent('GET', '/api/brand-data')).toHaveLength(4);
    expect(screen.queryByText(/No audiences found/)).toBeNull();
  }, 20_000);

  it('reads brand data without cache, retrying 3 times 1 s apart', async () => {
    let calls = 0;
    const { server } = await openWorkspace({
      brand: () => (++calls < 3 ? errorResponse(503, 'unavailable', 'Busy') : jsonResponse(200, makeBrand({ personas: ['Night Owls'] }))),
    });
    await waitFor(() => expect(server.sent('GET', '/api/brand-data')).toHaveLength(3));
    await choose('Audience', 'Night Owls');
    const reads = server.sent('GET', '/api/brand-data');
    expect(reads).toHaveLength(3);
    expect(reads[0].url).toBe(`/api/brand-data/${BRAND_ID}`);
    expect(reads[0].headers.get('Cache-Control')).toBe('no-cache');
  }, 20_000);
});

describe('Write Content', () => {
  it('asks for platform, format and topic first', async () => {
    const { server } = await openWorkspace();
    await choose('Platform', 'Instagram');
    type(screen.getByLabelText('Topic to write about'), '   ');
    click(button('Create Writing'));
    await findToast('Missing information', 'Please select a platform, format, and enter a topic to create content.');
    expect(server.sent('POST', '/api/mindstudio')).toHaveLength(0);
  });

  it('refuses a format without a writer configuration', async () => {
    const { server } = await openWorkspace();
    await choose('Platform', 'Instagram');
    await choose('Format', 'Instagram Reel Script');
    type(screen.getByLabelText('Topic to write about'), 'Behind the bar');
    click(button('Create Writing'));
    await findToast('Selected format does not have MindStudio configuration');
    expect(server.sent('POST', '/api/mindstudio')).toHaveLength(0);
  });

  it("writes with the format's worker settings and shows the draft as unsaved", async () => {
    const { server } = await openWorkspace({ write: (request) => writerAnswer(request) });
    await fillInstructions();
    await choose('Audience', 'Busy Parents');
    click(button('Create Writing'));
    await findToast('Content generated successfully');
    const [call] = server.sent('POST', '/api/mindstudio/execute-writing');
    expect(call.body).toEqual({
      workerId: 'worker-instagram',
      workflow: 'Write.flow',
      variables: { length: 'short', userID: USER_ID, topic: 'Spring menu', audience: 'Busy Parents', offer: '', platform: 'Instagram', format: 'Instagram Caption' },
      contentInstructions: { platformId: 'instagram', formatId: 'instagram-caption', audience: 'Busy Parents', offer: '', topic: 'Spring menu' },
      currentFileId: null,
      brandId: BRAND_ID,
    });
    // eslint-disable-next-line testing-library/no-node-access -- the preview renders Markdown: the element it made is the assertion
    expect(preview().querySelector('h3')?.textContent).toBe('Spring is here');
    expect((screen.getByRole('textbox', { name: 'File name' }) as HTMLInputElement).value).toBe('Spring menu - Navia Created Content Mar 4');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(button('Save').className).toContain('ant-btn-primary');
    expect(events('content_written')).toHaveLength(1);
  });

  it('rewrites existing text into the same file and says the content was updated', async () => {
    let drafts = 0;
    const { server } = await openWorkspace({ write: (request) => writerAnswer(request, ++drafts === 1 ? 'First draft' : 'Second draft') });
    await fillInstructions();
    click(button('Create Writing'));
    await findToast('Content generated successfully');
    click(button('Create Writing'));
    await findToast('Content updated successfully');
    const [first, second] = server.sent('POST', '/api/mindstudio/execute-writing');
    expect((first.body as { currentFileId: string | null }).currentFileId).toBeNull();
    // The second run writes into the file the first one made.
    expect((second.body as { currentFileId: string }).currentFileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(events('content_rewritten')).toHaveLength(1);
    expect(preview().textContent).toBe('Second draft');
    // A draft is one undo step.
    click(button('Undo'));
    expect(preview().textContent).toBe('First draft');
  });

  it("shows the server's message when writing fails, and ends generating", async () => {
    await openWorkspace({ write: () => errorResponse(429, 'plan_limit_reached', 'You have used today’s 100 drafts') });
    await fillInstructions();
    click(button('Create Writing'));
    await findToast('Content generation failed', 'You have used today’s 100 drafts');
    await waitFor(() => expect((button('Create Writing') as HTMLButtonElement).disabled).toBe(false));
  });

  it('falls back to Failed to generate content with AI when the server says nothing', async () => {
    await openWorkspace({ write: () => Promise.reject(new TypeError('Failed to fetch')) });
    await fillInstructions();
    click(button('Create Writing'));
    await findToast('Content generation failed', 'Failed to generate content with AI');
  });

  it('disables every control while generating, shows the first message, and runs once for a double click', async () => {
    let answer: (r: Response) => void = () => {};
    const { server } = await openWorkspace({ write: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await fillInstructions();
    click(button('Create Writing'));
    click(button('Create Writing'));
    expect(await screen.findByText('Thinking about what to write...')).toBeVisible();
    for (const name of ['New +', 'Open File', 'Save', 'Delete', 'Make Copy', 'Create Writing', 'Copy']) {
      expect((button(name) as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByLabelText('Topic to write about') as HTMLTextAreaElement).disabled).toBe(true);
    expect(server.sent('POST', '/api/mindstudio/execute-writing')).toHaveLength(1);
    const request = server.sent('POST', '/api/mindstudio/execute-writing')[0];
    answer(await writerAnswer(request));
    await findToast('Content generated successfully');
    expect((button('Save') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Thinking about what to write...')).toBeNull();
  });

  it('keeps the draft editable afterwards', async () => {
    await openWorkspace({ write: (request) => writerAnswer(request, 'Draft') });
    await fillInstructions();
    click(button('Create Writing'));
    await findToast('Content generated successfully');
    expect(editor().value).toBe('Draft');
  });
});

describe('brand voice (issue 18)', () => {
  const text = '## Spring is here\n\nCome taste it. Pursuant to our hours, we open at six.';
  const drifting = 'Pursuant to our hours, we open at six.';
  const reason = 'Formal wording (“pursuant to”) in a casual voice';

  it('scores the draft in the preview, with the four aspects, and marks the passage that drifts with its reason', async () => {
    const { server } = await openWorkspace({
      write: (request) => writerAnswer(request, text),
      voiceScore: () => jsonResponse(200, voiceScore({ score: 64, drift: [{ start: text.indexOf(drifting), end: text.length, aspect: 'tone', reason, kind: 'formal-wording', terms: [] }] })),
    });
    await fillInstructions();
    click(button('Create Writing'));
    await findToast('Content generated successfully');
    expect(await screen.findByText('Brand voice: 64/100')).toBeVisible();
    expect(screen.getByText('Personality 90')).toBeVisible();
    // An aspect the score cannot read is not shown as a perfect one.
    expect(screen.getByText('Language not measured')).toBeVisible();
    expect(screen.getByText('1 passage drifts from your voice: marked in the preview, with the reason on hover or focus.')).toBeVisible();
    expect(server.sent('POST', '/api/voice-score').map((r) => r.body)).toEqual([{ text, brandId: BRAND_ID }]);
    // eslint-disable-next-line testing-library/no-node-access -- the mark the preview made is the assertion
    const mark = preview().querySelector('mark') as HTMLElement;
    expect(mark.firstChild?.textContent).toBe(drifting);
    expect(mark.tabIndex).toBe(0);
    expect(mark).toHaveAccessibleDescription(`(off-voice: ${reason})`);
    // The keyboard reaches the reason too: focus opens the tooltip, not only the pointer.
    fireEvent.focus(mark);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it('shows the score the draft was written with, without asking for it again', async () => {
    const { server } = await openWorkspace({
      write: async (request) => {
        const answer = await writerAnswer(request, text).json();
        return jsonResponse(200, { ...answer, voice: voiceScore({ score: 77 }) });
      },
    });
    await fillInstructions();
    click(button('Create Writing'));
    await findToast('Content generated successfully');
    expect(await screen.findByText('Brand voice: 77/100')).toBeVisible();
    expect(server.sent('POST', '/api/voice-score')).toHaveLength(0);
  });

  /** Writes the draft, waits for its score (64) and opens "Make it more on-brand". */
  async function askRewrite(): Promise<HTMLElement> {
    await fillInstructions();
    click(button('Create Writing'));
    await findToast('Content generated successfully');
    await screen.findByText('Brand voice: 64/100');
    click(button('Make it more on-brand'));
    return findDialog('Make it more on-brand');
  }

  it('makes the draft more on-brand: shows the rewrite and both scores first, takes it as one edit that Undo takes back', async () => {
    const rewritten = '## Spring is here\n\nCome taste it. We open at six! ☕';
    const drift = [{ start: text.indexOf(drifting), end: text.length, aspect: 'tone' as const, reason, kind: 'formal-wording' as const, terms: ['pursuant to'] }];
    const { server } = await openWorkspace({
      write: (request) => writerAnswer(request, text),
      voiceScore: () => jsonResponse(200, voiceScore({ score: 64, drift })),
      voiceRewrite: () =>
        jsonResponse(200, {
          text: rewritten,
          voice: voiceScore({ score: 91 }),
          previous: voiceScore({ score: 64, drift }),
          passagesRewritten: 1,
          model: { id: 'offline', name: 'Navia Composer', writer: 'offline', local: true, description: 'Built in' },
          promptVersion: 'navia-composer/2',
        }),
    });
    const rewrite = await askRewrite();
    expect(await within(rewrite).findByText('Brand voice: 64 → 91/100')).toBeVisible();
    expect(within(rewrite).getByText('1 of 1 drifting passages rewritten by Navia Composer, on this server.')).toBeVisible();
    expect(within(rewrite).getByRole('region', { name: 'Rewritten draft' })).toHaveTextContent('We open at six! ☕');
    expect(server.sent('POST', '/api/voice-rewrite').map((r) => r.body)).toEqual([{ text, brandId: BRAND_ID, formatId: 'instagram-caption' }]);
    // Nothing changed until the person takes it.
    expect(preview()).toHaveTextContent('Pursuant to our hours');
    click(within(rewrite).getByRole('button', { name: 'Use this version' }));
    await dialogClosed('Make it more on-brand');
    await findToast('Your draft now reads more on-brand');
    expect(preview()).toHaveTextContent('We open at six! ☕');
    // The rewrite's score is shown without asking for it again.
    expect(await screen.findByText('Brand voice: 91/100')).toBeVisible();
    expect(server.sent('POST', '/api/voice-score')).toHaveLength(1);
    click(button('Undo'));
    expect(preview()).toHaveTextContent('Pursuant to our hours');
    expect((button('Save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the draft when the person keeps it, and offers another try when the rewrite fails', async () => {
    const { server } = await openWorkspace({
      write: (request) => writerAnswer(request, text),
      voiceScore: () => jsonResponse(200, voiceScore({ score: 64 })),
      voiceRewrite: () => errorResponse(502, 'writer_failed', 'The local model qwen2.5:7b declined to write this draft, twice'),
    });
    const rewrite = await askRewrite();
    expect(await within(rewrite).findByText('The draft could not be rewritten just now.')).toBeVisible();
    expect(within(rewrite).getByText('The local model qwen2.5:7b declined to write this draft, twice')).toBeVisible();
    click(within(rewrite).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.sent('POST', '/api/voice-rewrite')).toHaveLength(2));
    click(within(rewrite).getByRole('button', { name: 'Keep my draft' }));
    await dialogClosed('Make it more on-brand');
    expect(preview()).toHaveTextContent('Pursuant to our hours');
  });

  it('scores nothing while editing, and says so when the score cannot be computed', async () => {
    const { server } = await openWorkspace({ write: (request) => writerAnswer(request, text), voiceScore: () => errorResponse(500, 'internal_error', 'Down') });
    click(screen.getByText('Edit', { selector: '.ant-segmented-item-label' }));
    type(editor(), 'Hello there, friends.');
    expect(server.sent('POST', '/api/voice-score')).toHaveLength(0);
    click(screen.getByText('Preview', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('The brand voice score could not be computed just now.')).toBeVisible();
    expect(server.sent('POST', '/api/voice-score').map((r) => r.body)).toEqual([{ text: 'Hello there, friends.', brandId: BRAND_ID }]);
  });
});
