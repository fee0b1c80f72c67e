import { screen, waitFor, within } from '@testing-library/react';
import { BRAND_ID, makeFile, uuid } from '../test/fixtures';
import {
  button,
  choose,
  click,
  dialog,
  dialogClosed,
  editor,
  errorResponse,
  events,
  findDialog,
  fileName,
  findToast,
  openThroughDialog,
  openWorkspace,
  preview,
  type,
} from '../test/writing-test-kit';

describe('New', () => {
  it("makes a file in the active brand and clears every field", async () => {
    const { server } = await openWorkspace({ files: [makeFile()] });
    await openThroughDialog('Spring menu post');
    expect(fileName()).toBe('Spring menu post');
    click(button('New +'));
    await findToast('New file created');
    expect(server.sent('POST', '/api/files/new')[0].body).toEqual({ brandId: BRAND_ID });
    expect(fileName()).toBe('New Document Title');
    expect((screen.getByLabelText('Topic to write about') as HTMLTextAreaElement).value).toBe('');
    expect(preview().textContent).toContain('Nothing to preview yet');
  });

  it('says Creation failed when the server refuses', async () => {
    await openWorkspace({ create: () => errorResponse(403, 'plan_limit_reached', 'Your plan holds 25 files') });
    click(button('New +'));
    await findToast('Creation failed', 'Your plan holds 25 files');
  });
});

describe('Open File', () => {
  it('says under the preview where a generated file came from, and nothing for a file never generated (issue 18)', async () => {
    const generated = makeFile({ id: uuid(501), name: 'Written for me' });
    const mine = makeFile({ id: uuid(502), name: 'Typed by me' });
    await openWorkspace({
      files: [generated, mine],
      provenance: {
        [generated.id]: { writer: 'openai', model: 'local:llama3.2:latest', promptVersion: 'navia-writer/2', brandFieldsSent: ['companyName', 'toneOfVoice'], samplesUsed: 2, generatedAt: '2026-03-04T10:00:00.000Z', editedAfterGeneration: true },
      },
    });
    click(button('Open File'));
    const box = await findDialog('Open File');
    click(await within(box).findByRole('button', { name: /Written for me/ }));
    expect(
      await within(box).findByText(/^Written by llama3\.2:latest \(on this server\) \(navia-writer\/2\) on Mar 4, 2026, .*, edited since\. The writer was sent 2 fields of your brand profile and 2 content samples\.$/),
    ).toBeVisible();
    click(within(box).getByRole('button', { name: /Typed by me/ }));
    await waitFor(() => expect(within(box).queryByText(/^Written by/)).toBeNull());
  });

  it('lists files with name, readable type, created date and a 100-character snippet, newest first', async () => {
    const long = `Long ${'word '.repeat(40)}`;
    await openWorkspace({
      files: [
        makeFile({ name: 'Older', createdAt: '2026-01-02T10:00:00.000Z', content: long }),
        makeFile({ name: 'Newer', createdAt: '2026-03-04T10:00:00.000Z' }),
      ],
    });
    click(button('Open File'));
    const box = await findDialog('Open File');
    const items = await within(box).findAllByRole('button', { pressed: false });
    // eslint-disable-next-line testing-library/no-node-access -- the file's name is the bold part of each entry, which has no role of its own
    expect(items.map((i) => i.querySelector('strong')?.textContent)).toEqual(['Newer', 'Older']);
    expect(items[0].textContent).toContain('Text Document · Mar 4, 2026');
    expect(items[0].textContent).toContain('Spring menu Fresh flavours are here.');
    // eslint-disable-next-line testing-library/no-node-access -- the snippet is the last text block of an entry, which has no role of its own
    const snippet = items[1].querySelector('.ant-typography:last-child')?.textContent ?? '';
    expect(snippet.endsWith('...')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(103);
  });

  it('previews the chosen file on desktop and opens its approved content with its instructions', async () => {
    await openWorkspace({
      files: [makeFile({ name: 'Approved one', status: 'approved', content: 'old draft', approvedContent: '**Approved** words' })],
    });
    click(button('Open File'));
    const box = await findDialog('Open File');
    expect((within(box).getByRole('button', { name: 'Open File' }) as HTMLButtonElement).disabled).toBe(true);
    click(await within(box).findByRole('button', { name: /Approved one/ }));
    expect(within(box).getByRole('region', { name: 'File preview' }).innerHTML).toContain('<strong>Approved</strong>');
    click(within(box).getByRole('button', { name: 'Open File' }));
    await dialogClosed('Open File');
    expect(fileName()).toBe('Approved one');
    expect(preview().textContent).toBe('Approved words');
    expect((screen.getByLabelText('Topic to write about') as HTMLTextAreaElement).value).toBe('Spring menu');
    expect(events('file_viewed')).toHaveLength(1);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('opens with no file chosen, even after one was chosen and the dialog cancelled', async () => {
    await openWorkspace({ files: [makeFile({ name: 'Spring menu post' })] });
    click(button('Open File'));
    let box = await findDialog('Open File');
    click(await within(box).findByRole('button', { name: /Spring menu post/ }));
    expect(within(box).getByRole('button', { name: /Spring menu post/, pressed: true })).toBeVisible();
    click(within(box).getByRole('button', { name: 'Cancel' }));
    await dialogClosed('Open File');

    click(button('Open File'));
    box = await findDialog('Open File');
    expect(await within(box).findByRole('button', { name: /Spring menu post/, pressed: false })).toBeVisible();
    expect((within(box).getByRole('button', { name: 'Open File' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(box).getByText('Select a file to preview it here.')).toBeVisible();
  });

  it('says No files found, and Cancel closes without opening', async () => {
    await openWorkspace();
    click(button('Open File'));
    const box = await findDialog('Open File');
    expect(await within(box).findByText('No files found')).toBeVisible();
    click(within(box).getByRole('button', { name: 'Cancel' }));
    await dialogClosed('Open File');
  });

  it('toasts Failed to fetch files when the list call fails', async () => {
    await openWorkspace({ listFiles: () => errorResponse(500, 'internal_error', 'Broken') });
    await findToast('Failed to fetch files');
  });
});

describe('Save', () => {
  it('with no file open, makes one in the active brand and saves the text into it', async () => {
    const { server } = await openWorkspace();
    type(editor(), 'Some text');
    click(button('Save'));
    await findToast('Content saved successfully');
    expect(server.sent('POST', '/api/files/new')[0].body).toEqual({ brandId: BRAND_ID });
    const [made] = server.files();
    expect(server.sent('PATCH', `/api/files/${made.id}/save-approved`)[0].body).toMatchObject({ content: 'Some text', name: 'New Document Title' });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('keeps the text when the open file was deleted elsewhere: it goes into a new file under the name shown', async () => {
    const file = makeFile();
    const { server } = await openWorkspace({ files: [file] });
    await openThroughDialog('Spring menu post');
    await fetch(`/api/files/${file.id}`, { method: 'DELETE' }); // another tab
    type(editor(), 'Typed after the delete');
    click(button('Save'));
    await findToast('Content saved successfully');
    const [made] = server.files();
    expect(made.id).not.toBe(file.id);
    expect(made).toMatchObject({ name: 'Spring menu post', approvedContent: 'Typed after the delete' });
    expect(fileName()).toBe('Spring menu post');

    // The next Save goes to the new file, not to the deleted one.
    type(editor(), 'And more');
    click(button('Save'));
    await waitFor(() => expect(server.sent('PATCH', `/api/files/${made.id}/save-approved`)).toHaveLength(2));
    expect(server.sent('PATCH', `/api/files/${file.id}/save-approved`)).toHaveLength(1);
  });

  it('needs content', async () => {
    const { server } = await openWorkspace({ files: [makeFile({ content: '' })] });
    await openThroughDialog('Spring menu post');
    click(button('Save'));
    await findToast('Nothing to save');
    expect(server.sent('PATCH', '/api/files')).toHaveLength(0);
  });

  it('saves content and instructions, sending the name only when edited, and clears the unsaved mark', async () => {
    const file = makeFile();
    const { server } = await openWorkspace({ files: [file] });
    await openThroughDialog('Spring menu post');
    type(editor(), 'Edited text');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(button('Save').className).toContain('ant-btn-primary');
    click(button('Save'));
    await findToast('Content saved successfully', 'Your content has been approved and saved.');
    const [first] = server.sent('PATCH', `/api/files/${file.id}/save-approved`);
    expect(first.body).toEqual({ content: 'Edited text', contentInstructions: file.contentInstructions });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(button('Save').className).not.toContain('ant-btn-primary');

    type(screen.getByRole('textbox', { name: 'File name' }), 'Renamed post');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await choose('Platform', 'Facebook');
    click(button('Save'));
    await waitFor(() => expect(server.sent('PATCH', '/api/files')).toHaveLength(2));
    expect(server.sent('PATCH', '/api/files')[1].body).toEqual({
      content: 'Edited text',
      name: 'Renamed post',
      contentInstructions: { ...file.contentInstructions, platformId: 'facebook', formatId: '' },
    });
    await waitFor(() => expect(fileName()).toBe('Renamed post'));
  });

  it('says Save failed and keeps the changes', async () => {
    await openWorkspace({ files: [makeFile()], save: () => errorResponse(500, 'internal_error', 'Disk full') });
    await openThroughDialog('Spring menu post');
    type(editor(), 'Keep me');
    click(button('Save'));
    await findToast('Save failed', 'Disk full');
    expect(editor().value).toBe('Keep me');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });
});

describe('Make Copy', () => {
  it('needs a file', async () => {
    await openWorkspace();
    click(button('Make Copy'));
    await findToast('No file selected');
  });

  it('copies the file and stays on the original', async () => {
    const file = makeFile();
    const { server } = await openWorkspace({ files: [file] });
    await openThroughDialog('Spring menu post');
    click(button('Make Copy'));
    await findToast('File copied successfully');
    expect(server.sent('POST', `/api/files/${file.id}/copy`)).toHaveLength(1);
    expect(fileName()).toBe('Spring menu post');
  });

  it('says Copy failed', async () => {
    await openWorkspace({ files: [makeFile()], copy: () => errorResponse(500, 'internal_error', 'Nope') });
    await openThroughDialog('Spring menu post');
    click(button('Make Copy'));
    await findToast('Copy failed');
  });
});

describe('Delete', () => {
  it('needs a file', async () => {
    await openWorkspace();
    click(button('Delete'));
    await findToast('No file selected');
    expect(() => dialog('Delete File')).toThrow();
  });

  it('asks first, then clears everything and resets the title', async () => {
    const file = makeFile();
    const { server } = await openWorkspace({ files: [file] });
    await openThroughDialog('Spring menu post');
    click(button('Delete'));
    const box = await findDialog('Delete File');
    expect(box.textContent).toContain('Are you sure you want to delete "Spring menu post"? This cannot be undone.');
    click(within(box).getByRole('button', { name: 'Delete' }));
    await findToast('File deleted');
    await dialogClosed('Delete File');
    expect(server.sent('DELETE', `/api/files/${file.id}`)).toHaveLength(1);
    expect(fileName()).toBe('New Document Title');
    expect((screen.getByLabelText('Topic to write about') as HTMLTextAreaElement).value).toBe('');
    expect(preview().textContent).toContain('Nothing to preview yet');
    // No file any more: Copy and Delete have nothing to work on.
    click(button('Make Copy'));
    await findToast('No file selected');
  });

  it('clears the workspace when the server no longer has the file (404), so later text is saved into a new file', async () => {
    const file = makeFile();
    const { server } = await openWorkspace({ files: [file], remove: () => errorResponse(404, 'not_found', 'File not found') });
    await openThroughDialog('Spring menu post');
    click(button('Delete'));
    click(within(await findDialog('Delete File')).getByRole('button', { name: 'Delete' }));
    await findToast('File deleted');
    await dialogClosed('Delete File');
    expect(fileName()).toBe('New Document Title');
    expect(preview().textContent).toContain('Nothing to preview yet');

    type(editor(), 'Typed after the delete');
    click(button('Save'));
    await findToast('Content saved successfully');
    expect(server.sent('PATCH', `/api/files/${file.id}`)).toHaveLength(0);
    expect(server.sent('POST', '/api/files/new')).toHaveLength(1);
    const made = server.files().find((f) => f.id !== file.id);
    expect(made?.approvedContent).toBe('Typed after the delete');
  });

  it('says Delete failed and keeps the file', async () => {
    await openWorkspace({ files: [makeFile()], remove: () => errorResponse(500, 'internal_error', 'Nope') });
    await openThroughDialog('Spring menu post');
    click(button('Delete'));
    click(within(await findDialog('Delete File')).getByRole('button', { name: 'Delete' }));
    await findToast('Delete failed');
    expect(fileName()).toBe('Spring menu post');
  });
});
