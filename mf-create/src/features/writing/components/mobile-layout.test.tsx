import { screen, within } from '@testing-library/react';
import { ExecuteWritingResponse } from '@navia/contracts';
import { makeFile } from '../test/fixtures';
import { button, choose, click, findDialog, findToast, jsonResponse, openWorkspace, type } from '../test/writing-test-kit';

const desktopWidth = window.innerWidth;
beforeAll(() => {
  // spec part 2 §9: the writing workspace's mobile layout is under 768 px.
  window.innerWidth = 375;
});
afterAll(() => {
  window.innerWidth = desktopWidth;
});

it('folds the header bar into a File menu with New, Open, Delete, Copy and Save', async () => {
  await openWorkspace({ files: [makeFile()] });
  expect(screen.queryByRole('button', { name: 'New +' })).toBeNull();
  const toggle = button('File');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const menu = screen.getByRole('group', { name: 'File actions' });
  expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['New', 'Open', 'Delete', 'Copy', 'Save']);
  click(within(menu).getByRole('button', { name: 'Open' }));
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  const box = await findDialog('Open File');
  // No preview pane beside the list on a phone.
  await within(box).findByRole('button', { name: /Spring menu post/ });
  expect(within(box).queryByText('Select a file to preview it here.')).toBeNull();
});

it('labels the write button Re-write Content on a phone (spec part 2 §2.8), before and after writing', async () => {
  await openWorkspace({
    write: () => {
      const file = makeFile({ name: 'Tips - Navia Created Content', content: 'Draft' });
      return jsonResponse(
        200,
        ExecuteWritingResponse.parse({
          success: true,
          content: 'Draft',
          result: 'Draft',
          fileId: file.id,
          fileName: file.name,
          file,
          writer: 'offline',
          model: 'offline',
          promptVersion: 'navia-composer/2',
          voice: null,
          tokens: 10,
          usage: { today: { used: 1, limit: 5 }, month: { used: 1, limit: 30 }, maxTokensPerRequest: 2000, timeZone: 'UTC' },
        }),
      );
    },
  });
  expect(screen.queryByRole('button', { name: 'Create Writing' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Write Content' })).toBeNull();
  await choose('Platform', 'Instagram');
  await choose('Format', 'Instagram Caption');
  type(screen.getByLabelText('Topic to write about'), 'Tips');
  click(button('Re-write Content'));
  await findToast('Content generated successfully');
  expect(button('Re-write Content')).toBeVisible();
});
