import type { FileEntity } from '@navia/contracts';
import { EMPTY_INSTRUCTIONS } from './content-instructions';
import { hasUnsavedChanges } from './generation-rules';
import { currentContent, initialWorkspace, workspaceReducer, type WorkspaceAction, type WorkspaceState } from './workspace-state';

const file = (over: Partial<FileEntity> = {}): FileEntity => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Spring launch',
  fileType: 'text_document',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  status: 'draft',
  content: 'Draft text',
  approvedContent: null,
  contentInstructions: { platformId: 'instagram', formatId: 'instagram-caption', audience: 'Parents', offer: 'Club', topic: 'Spring' },
  sourceTaskId: null,
  brandId: '22222222-2222-4222-8222-222222222222',
  version: 1,
  ...over,
});

const run = (...actions: WorkspaceAction[]) => actions.reduce(workspaceReducer, initialWorkspace);
const dirty = (s: WorkspaceState) => hasUnsavedChanges(currentContent(s), s.savedContent, s.nameEdited);

it('starts with no file, the default title and preview mode', () => {
  expect(initialWorkspace).toMatchObject({ file: null, name: 'New Document Title', mode: 'preview', generating: false });
});

it('loads an approved file with its approved content and its instructions', () => {
  const s = run({ type: 'load', file: file({ status: 'approved', approvedContent: 'Approved text' }) });
  expect(s.file).toEqual({ id: file().id, name: 'Spring launch' });
  expect(currentContent(s)).toBe('Approved text');
  expect(s.instructions.topic).toBe('Spring');
  expect(dirty(s)).toBe(false);
});

it('counts edits as unsaved until saved, and a save moves the baseline', () => {
  let s = run({ type: 'load', file: file() }, { type: 'edit', content: 'Draft text!', kind: 'typing', now: 0 });
  expect(dirty(s)).toBe(true);
  s = workspaceReducer(s, { type: 'saved', content: 'Draft text!', name: 'Spring launch' });
  expect(dirty(s)).toBe(false);
});

it('undoing back to the saved text clears the unsaved state', () => {
  const s = run({ type: 'load', file: file() }, { type: 'edit', content: 'x', kind: 'command', now: 0 }, { type: 'undo' });
  expect(currentContent(s)).toBe('Draft text');
  expect(dirty(s)).toBe(false);
});

it('a rename is unsaved until saved, and renaming back is not', () => {
  let s = run({ type: 'load', file: file() }, { type: 'rename', name: 'Summer' });
  expect(s.nameEdited).toBe(true);
  s = workspaceReducer(s, { type: 'rename', name: 'Spring launch' });
  expect(s.nameEdited).toBe(false);
});

it('delete clears everything and resets the title', () => {
  const s = run({ type: 'load', file: file() }, { type: 'edit', content: 'more', kind: 'command', now: 0 }, { type: 'mode', mode: 'edit' }, { type: 'clear' });
  expect(s.file).toBeNull();
  expect(s.name).toBe('New Document Title');
  expect(currentContent(s)).toBe('');
  expect(s.instructions).toEqual(EMPTY_INSTRUCTIONS);
  expect(s.history.past).toHaveLength(0);
  expect(s.mode).toBe('edit');
});

it('loading another file starts a new history', () => {
  const s = run({ type: 'edit', content: 'scratch', kind: 'command', now: 0 }, { type: 'load', file: file() }, { type: 'undo' });
  expect(currentContent(s)).toBe('Draft text');
});

it('a generated draft is an undoable, unsaved edit in the file the writer used', () => {
  let s = run({ type: 'generated', content: 'Generated', file: { id: 'f2', name: 'Spring - Navia Created Content' }, now: 0 });
  expect(s.file).toEqual({ id: 'f2', name: 'Spring - Navia Created Content' });
  expect(s.name).toBe('Spring - Navia Created Content');
  expect(dirty(s)).toBe(true);
  s = workspaceReducer(s, { type: 'undo' });
  expect(currentContent(s)).toBe('');
});

it('keeps a name the person typed over the name the writer gave', () => {
  const s = run({ type: 'rename', name: 'My post' }, { type: 'generated', content: 'G', file: { id: 'f2', name: 'Writer name' }, now: 0 });
  expect(s.name).toBe('My post');
  expect(s.nameEdited).toBe(true);
});
