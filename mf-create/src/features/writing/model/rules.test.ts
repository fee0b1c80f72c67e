import { audienceOptions, offerOptions, withCurrent } from './brand-options';
import { EMPTY_INSTRUCTIONS, chooseFormat, choosePlatform, instructionsFromFile } from './content-instructions';
import { CONTENT_NOT_AVAILABLE, contentText, displayContent } from './file-content';
import { fileDate, fileSnippet, sortNewestFirst } from './file-list';
import { MISSING_INFORMATION, NO_WRITER_CONFIG, canInsertLink, checkGeneration, checkSave, hasUnsavedChanges } from './generation-rules';
import { GENERATING_MESSAGES, generatingMessage } from './generating-messages';
import { noUrlToast, openableKey, storedSocialUrl, withScheme } from './social-link';

describe('file content', () => {
  it.each([
    ['plain text', 'plain text'],
    [{ text: 'from text' }, 'from text'],
    [{ result: { body: 'deep body' } }, 'deep body'],
    [{ other: 1, message: 'the message' }, 'the message'],
    [{ content: { text: 'first' }, body: 'second' }, 'first'],
  ])('takes the first string of %j', (content, expected) => {
    expect(contentText(content)).toBe(expected);
  });

  it('shows an object without a text field as formatted JSON', () => {
    expect(contentText({ score: 3 })).toBe('{\n  "score": 3\n}');
  });

  it("says 'Content not available' when there is nothing to show", () => {
    expect(contentText({})).toBe(CONTENT_NOT_AVAILABLE);
    expect(contentText([])).toBe(CONTENT_NOT_AVAILABLE);
    expect(contentText(null)).toBe('');
  });

  it.each([
    [{ status: 'approved', content: 'draft', approvedContent: 'approved' }, 'approved'],
    [{ status: 'approved', content: 'draft', approvedContent: null }, 'draft'],
    [{ status: 'approved', content: 'draft', approvedContent: '' }, 'draft'],
    [{ status: 'draft', content: 'draft', approvedContent: 'approved' }, 'draft'],
  ])('shows approvedContent only when approved and present (%j)', (file, expected) => {
    expect(displayContent(file)).toBe(expected);
  });
});

describe('content instructions', () => {
  const formats = [
    { id: 'instagram-caption', platformId: 'instagram' },
    { id: 'facebook-post', platformId: 'facebook' },
  ];
  const chosen = { ...EMPTY_INSTRUCTIONS, platformId: 'instagram', formatId: 'instagram-caption', topic: 'x' };

  it('clears a format that belongs to another platform when the platform changes', () => {
    expect(choosePlatform(chosen, 'facebook', formats)).toEqual({ ...chosen, platformId: 'facebook', formatId: '' });
  });

  it('keeps the format when the same platform is chosen again', () => {
    expect(choosePlatform(chosen, 'instagram', formats)).toEqual(chosen);
  });

  it("refuses a format of a platform other than the chosen one", () => {
    expect(chooseFormat(chosen, { id: 'facebook-post', platformId: 'facebook' }).formatId).toBe('');
    expect(chooseFormat(chosen, { id: 'instagram-caption', platformId: 'instagram' }).formatId).toBe('instagram-caption');
  });

  it("reads a file's stored instructions, blank where missing", () => {
    expect(instructionsFromFile({ platformId: 'x', topic: 'Launch', offer: 5 })).toEqual({ ...EMPTY_INSTRUCTIONS, platformId: 'x', topic: 'Launch' });
    expect(instructionsFromFile(null)).toEqual(EMPTY_INSTRUCTIONS);
  });
});

describe('generation rules', () => {
  const values = { platformId: 'instagram', formatId: 'instagram-caption', audience: '', offer: '', topic: 'Spring menu' };
  const config = { workerId: 'w1', workflow: 'Main.flow' };

  it('skips silently while a run is going', () => {
    expect(checkGeneration({ running: true, values: EMPTY_INSTRUCTIONS, writerConfig: null })).toEqual({ ok: false, reason: 'running' });
  });

  it.each([
    ['platform', { ...values, platformId: '' }],
    ['format', { ...values, formatId: '' }],
    ['topic', { ...values, topic: '   ' }],
  ])('asks for the missing %s', (_, v) => {
    expect(checkGeneration({ running: false, values: v, writerConfig: config })).toEqual({ ok: false, reason: 'missing', ...MISSING_INFORMATION });
  });

  it('refuses a format without writer configuration', () => {
    expect(checkGeneration({ running: false, values, writerConfig: null })).toEqual({ ok: false, reason: 'no-config', title: NO_WRITER_CONFIG });
    expect(MISSING_INFORMATION.description).toBe('Please select a platform, format, and enter a topic to create content.');
  });

  it('goes ahead with platform, format, topic and configuration', () => {
    expect(checkGeneration({ running: false, values, writerConfig: config })).toEqual({ ok: true });
  });

  it('saves only non-blank content', () => {
    expect(checkSave('  ')).toEqual({ ok: false, title: 'Nothing to save' });
    expect(checkSave('x')).toEqual({ ok: true });
  });

  it('inserts a link only with text and URL', () => {
    expect(canInsertLink('a', '')).toBe(false);
    expect(canInsertLink(' ', 'https://x')).toBe(false);
    expect(canInsertLink('a', 'https://x')).toBe(true);
  });

  it('counts content that differs from the saved one, or a renamed file, as unsaved', () => {
    expect(hasUnsavedChanges('a', 'a', false)).toBe(false);
    expect(hasUnsavedChanges('ab', 'a', false)).toBe(true);
    expect(hasUnsavedChanges('a', 'a', true)).toBe(true);
  });
});

describe('audience and offer lists', () => {
  it('leaves out blank and none audiences', () => {
    expect(audienceOptions([{ name: 'Busy Parents' }, { name: ' ' }, { name: 'None' }, { name: null }, { name: 'none' }])).toEqual(['Busy Parents']);
  });

  it('lists offers once by name, including offers from files', () => {
    expect(offerOptions([{ name: 'Espresso Club' }, { name: '' }, { name: 'espresso club ' }], ['Gift Cards', 'none', 'Espresso Club', ''])).toEqual([
      'Espresso Club',
      'Gift Cards',
    ]);
  });

  it('keeps a current value that is no longer listed', () => {
    expect(withCurrent(['A'], 'Old offer')).toEqual(['A', 'Old offer']);
    expect(withCurrent(['A'], 'a')).toEqual(['A']);
    expect(withCurrent(['A'], '')).toEqual(['A']);
  });
});

describe('social page link', () => {
  it.each([
    ['facebook', 'facebook'],
    ['instagram', 'instagram'],
    ['tiktok', 'tiktok'],
    ['linkedin', 'linkedin'],
    ['substack', 'substack'],
    ['pinterest', 'pinterest'],
    ['twitter', 'twitter'],
    ['youtube', null],
    [null, null],
  ] as const)('the Open button for social key %s: %s', (socialKey, expected) => {
    expect(openableKey({ socialKey })).toBe(expected);
  });

  it("uses LinkedIn's company page first, then the profile", () => {
    expect(storedSocialUrl({ linkedin: { profileUrl: 'p', companyUrl: ' ' } }, 'linkedin')).toBe('p');
    expect(storedSocialUrl({ linkedin: { profileUrl: 'p', companyUrl: 'c' } }, 'linkedin')).toBe('c');
    expect(storedSocialUrl({ facebook: { url: ' fb.com/cafe ' } }, 'facebook')).toBe('fb.com/cafe');
    expect(storedSocialUrl(undefined, 'facebook')).toBe('');
  });

  it.each([
    ['facebook.com/cafe', 'https://facebook.com/cafe'],
    ['http://x.example', 'http://x.example'],
    ['HTTPS://x.example', 'HTTPS://x.example'],
  ])('prefixes https when the address has no http (%s)', (input, expected) => {
    expect(withScheme(input)).toBe(expected);
  });

  it('names the platform in the missing-URL toast', () => {
    expect(noUrlToast('Instagram')).toEqual({
      title: 'No URL configured',
      description: 'Please configure your Instagram URL in Brand Headquarters under Social Platforms.',
    });
  });
});

describe('file list', () => {
  it('cuts the snippet at 100 characters of text without markdown', () => {
    const long = `# Title\n\n${'word '.repeat(40)}`;
    const snippet = fileSnippet({ status: 'draft', content: long, approvedContent: null });
    expect(snippet.startsWith('Title word')).toBe(true);
    expect(snippet.endsWith('...')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(103);
    expect(fileSnippet({ status: 'draft', content: 'short', approvedContent: null })).toBe('short');
  });

  it('formats created dates as MMM d, yyyy', () => {
    expect(fileDate('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
    expect(fileDate('nonsense')).toBe('');
  });

  it('sorts newest first', () => {
    expect(sortNewestFirst([{ createdAt: '2026-01-01T00:00:00Z' }, { createdAt: '2026-02-01T00:00:00Z' }]).map((f) => f.createdAt)).toEqual([
      '2026-02-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
    ]);
  });
});

it('rotates the generating messages in order and starts over', () => {
  expect([0, 1, 2, 3].map(generatingMessage)).toEqual([...GENERATING_MESSAGES, GENERATING_MESSAGES[0]]);
  expect(GENERATING_MESSAGES).toEqual(['Thinking about what to write...', "Writing the content in your brand's voice...", 'Doing a finishing pass...']);
});
