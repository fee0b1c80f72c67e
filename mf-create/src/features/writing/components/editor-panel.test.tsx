import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeBrand, makeFile } from '../test/fixtures';
import { button, choose, click, dialogClosed, editor, findDialog, findToast, jsonResponse, openWorkspace, preview, type } from '../test/writing-test-kit';

/** Selects characters `start` to `end` of the editor. */
function select(area: HTMLTextAreaElement, start: number, end: number) {
  // Focus updates antd's focused state: inside act, like any event.
  act(() => area.focus());
  area.setSelectionRange(start, end);
}

describe('Edit and Preview', () => {
  it('previews by default and switches to the editor and back', async () => {
    await openWorkspace();
    expect(preview()).toBeVisible();
    const area = editor();
    type(area, '# Hello\n\nWorld');
    click(screen.getByText('Preview', { selector: '.ant-segmented-item-label' }));
    // eslint-disable-next-line testing-library/no-node-access -- the preview renders Markdown: the element it made is the assertion
    expect(preview().querySelector('h2')?.textContent).toBe('Hello');
    expect(screen.queryByRole('textbox', { name: 'Content' })).toBeNull();
  });

  it('renders HTML in a draft as text and drops unsafe links', async () => {
    await openWorkspace();
    type(editor(), '<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[bad](javascript:alert(3)) [good](https://cafe.example)');
    click(screen.getByText('Preview', { selector: '.ant-segmented-item-label' }));
    const region = preview();
    // eslint-disable-next-line testing-library/no-node-access -- no image or script element may be rendered at all, named or not
    expect(region.querySelector('img, script')).toBeNull();
    expect(region.textContent).toContain('<script>alert(2)</script>');
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://cafe.example');
    expect(links[0].getAttribute('rel')).toContain('noopener');
  });
});

describe('toolbar', () => {
  it('formats only while editing', async () => {
    await openWorkspace();
    expect((button('Bold') as HTMLButtonElement).disabled).toBe(true);
    editor();
    expect((button('Bold') as HTMLButtonElement).disabled).toBe(false);
  });

  it('applies bold, italic, headings, quote and rule to the selection, each one undo step', async () => {
    await openWorkspace();
    const area = editor();
    type(area, 'Fresh beans today');
    select(area, 0, 5);
    click(button('Bold'));
    expect(area.value).toBe('**Fresh** beans today');
    click(button('Italic'));
    expect(area.value).toBe('***Fresh*** beans today');
    click(button('H2, Heading 2'));
    expect(area.value).toBe('## ***Fresh*** beans today');
    click(button('Blockquote'));
    expect(area.value).toBe('> ## ***Fresh*** beans today');
    select(area, area.value.length, area.value.length);
    click(button('Horizontal rule'));
    expect(area.value).toBe('> ## ***Fresh*** beans today\n\n---\n\n');

    click(button('Undo'));
    click(button('Undo'));
    expect(area.value).toBe('## ***Fresh*** beans today');
    click(button('Redo'));
    expect(area.value).toBe('> ## ***Fresh*** beans today');
    for (let i = 0; i < 4; i++) click(button('Undo'));
    expect(area.value).toBe('Fresh beans today');
    click(button('Undo'));
    expect(area.value).toBe('');
    expect((button('Undo') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the selection on the formatted text', async () => {
    await openWorkspace();
    const area = editor();
    type(area, 'one two');
    select(area, 4, 7);
    click(button('Bold'));
    await waitFor(() => expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('two'));
  });

  it('takes keyboard shortcuts for bold, undo and redo', async () => {
    await openWorkspace();
    const area = editor();
    type(area, 'hi');
    select(area, 0, 2);
    fireEvent.keyDown(area, { key: 'b', ctrlKey: true });
    expect(area.value).toBe('**hi**');
    fireEvent.keyDown(area, { key: 'z', ctrlKey: true });
    expect(area.value).toBe('hi');
    fireEvent.keyDown(area, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(area.value).toBe('**hi**');
  });

  it('inserts a link only with both text and URL, using the selection as text', async () => {
    await openWorkspace();
    const area = editor();
    type(area, 'See our menu now');
    select(area, 4, 12);
    click(button('Insert link'));
    const box = await findDialog('Insert Link');
    const insert = within(box).getByRole('button', { name: 'Insert Link' }) as HTMLButtonElement;
    expect((within(box).getByLabelText('Link text') as HTMLInputElement).value).toBe('our menu');
    expect(insert.disabled).toBe(true);
    type(within(box).getByLabelText('URL'), 'https://cafe.example/menu');
    expect(insert.disabled).toBe(false);
    type(within(box).getByLabelText('Link text'), '  ');
    expect(insert.disabled).toBe(true);
    type(within(box).getByLabelText('Link text'), 'the menu');
    click(insert);
    await dialogClosed('Insert Link');
    expect(area.value).toBe('See [the menu](https://cafe.example/menu) now');
  });

  it('opens the link dialog afresh each time: the new selection as text, an empty URL', async () => {
    await openWorkspace();
    const area = editor();
    type(area, 'See our menu now');
    select(area, 4, 12);
    click(button('Insert link'));
    let box = await findDialog('Insert Link');
    type(within(box).getByLabelText('Link text'), 'typed over');
    type(within(box).getByLabelText('URL'), 'https://cafe.example/menu');
    click(within(box).getByRole('button', { name: 'Cancel' }));
    await dialogClosed('Insert Link');

    select(area, 0, 3);
    click(button('Insert link'));
    box = await findDialog('Insert Link');
    expect((within(box).getByLabelText('Link text') as HTMLInputElement).value).toBe('See');
    expect((within(box).getByLabelText('URL') as HTMLInputElement).value).toBe('');
    expect((within(box).getByRole('button', { name: 'Insert Link' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Copy to clipboard', () => {
  const writeText = jest.fn();
  beforeEach(() => {
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('needs content', async () => {
    await openWorkspace();
    click(button('Copy'));
    await findToast('Nothing to copy');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the markdown', async () => {
    writeText.mockResolvedValue(undefined);
    await openWorkspace();
    type(editor(), '**Hi**');
    click(button('Copy'));
    await findToast('Copied to clipboard');
    expect(writeText).toHaveBeenCalledWith('**Hi**');
  });

  it('says Copy failed when the browser refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    await openWorkspace();
    type(editor(), 'x');
    click(button('Copy'));
    await findToast('Copy failed');
  });
});

describe("Open the brand's page", () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  beforeEach(() => open.mockClear());

  it('opens the stored address with https added', async () => {
    await openWorkspace();
    expect(screen.queryByRole('button', { name: /^Open your/ })).toBeNull();
    await choose('Platform', 'Instagram');
    click(await screen.findByRole('button', { name: 'Open your Instagram page' }));
    expect(open).toHaveBeenCalledWith('https://instagram.com/beanthere', '_blank', 'noopener,noreferrer');
  });

  it('says where to add a missing address', async () => {
    await openWorkspace({ brand: () => jsonResponse(200, makeBrand({ instagram: '' })) });
    await choose('Platform', 'Instagram');
    click(await screen.findByRole('button', { name: 'Open your Instagram page' }));
    await findToast('No URL configured', 'Please configure your Instagram URL in Brand Headquarters under Social Platforms.');
    expect(open).not.toHaveBeenCalled();
  });

  it('has no Open button for platforms without a social page', async () => {
    await openWorkspace({ files: [makeFile({ contentInstructions: { platformId: 'youtube', formatId: '', audience: '', offer: '', topic: '' } })] });
    await choose('Platform', 'Email');
    // eslint-disable-next-line testing-library/no-node-access -- antd's Select shows its value outside the combobox element
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Platform' }).closest('.ant-select')?.textContent).toContain('Email'));
    expect(screen.queryByRole('button', { name: /^Open your/ })).toBeNull();
  });
});
