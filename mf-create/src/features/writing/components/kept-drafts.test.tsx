import { screen, waitFor } from '@testing-library/react';
import { makeFile } from '../test/fixtures';
import { button, click, editor, fileName, findToast, openThroughDialog, openWorkspace, renderAt, type } from '../test/writing-test-kit';

const keptDrafts = () => Object.keys(localStorage).filter((key) => key.startsWith('navia.draft.'));

/** Another page, then back: the workspace is mounted anew in the same browser, for the same user. */
async function leaveAndComeBack(view: { unmount: () => void }) {
  view.unmount();
  renderAt('/create/writing');
  await screen.findByRole('textbox', { name: 'File name' });
}

describe('unsaved writing left behind', () => {
  it("is offered back on return, and Restore reopens the file with the text, still unsaved, for Save", async () => {
    const file = makeFile();
    const view = await openWorkspace({ files: [file] });
    await openThroughDialog('Spring menu post');
    type(editor(), 'Typed, then another page');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await leaveAndComeBack(view);

    expect(await screen.findByText(/You have unsaved changes to "Spring menu post" from/)).toBeVisible();
    expect(fileName()).toBe('New Document Title');
    click(button('Restore unsaved changes to "Spring menu post"'));
    await waitFor(() => expect(fileName()).toBe('Spring menu post'));
    expect(editor().value).toBe('Typed, then another page');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(screen.queryByText(/You have unsaved changes to/)).toBeNull();

    click(button('Save'));
    await findToast('Content saved successfully');
    expect(view.server.sent('PATCH', `/api/files/${file.id}/save-approved`)[0].body).toMatchObject({ content: 'Typed, then another page' });
    await waitFor(() => expect(keptDrafts()).toEqual([]));
  });

  it('keeps text typed with no file open, and Discard drops it', async () => {
    const view = await openWorkspace();
    type(editor(), 'A first idea');
    await leaveAndComeBack(view);
    expect(await screen.findByText(/You have unsaved changes to "New Document Title" from/)).toBeVisible();
    click(button('Discard unsaved changes to "New Document Title"'));
    expect(screen.queryByText(/You have unsaved changes to/)).toBeNull();
    expect(editor().value).toBe('');
    expect(keptDrafts()).toEqual([]);
  });

  it('offers a file its own kept edits when it is opened', async () => {
    const other = makeFile({ name: 'Other post' });
    const file = makeFile();
    const view = await openWorkspace({ files: [file, other] });
    await openThroughDialog('Spring menu post');
    type(editor(), 'Edits of the spring post');
    await openThroughDialog('Other post');
    type(editor(), 'Edits of the other post');
    await leaveAndComeBack(view);
    // The newest first; the spring post's edits wait until that file is opened.
    click(await screen.findByRole('button', { name: 'Discard unsaved changes to "Other post"' }));
    await openThroughDialog('Spring menu post');
    click(await screen.findByRole('button', { name: 'Restore unsaved changes to "Spring menu post"' }));
    await waitFor(() => expect(editor().value).toBe('Edits of the spring post'));
  });
});
