import { NEW_FILE_NAME, type FileEntity } from '@navia/contracts';
import { EMPTY_INSTRUCTIONS, instructionsFromFile, type InstructionValues } from './content-instructions';
import { createHistory, recordEdit, redo, undo, type EditKind, type EditorHistory } from './editor-history';
import { displayContent } from './file-content';

/**
 * The writing editor's state (spec part 2 §4 "Writing editor states"): no file or a loaded file (id and name),
 * unsaved changes (content differs from what was last loaded or saved), generating, and edit or preview mode
 * (preview by default). A reducer, so each rule of motion is one tested transition.
 */
export interface OpenFile {
  id: string;
  name: string;
}

export interface WorkspaceState {
  file: OpenFile | null;
  /** The name in the header; differs from file.name while the person is renaming. */
  name: string;
  /** True once the person typed a name: spec part 2 §5 sends the name on Save only when edited. */
  nameEdited: boolean;
  history: EditorHistory;
  /** The content as last loaded or saved: the unsaved-changes baseline. */
  savedContent: string;
  instructions: InstructionValues;
  mode: 'edit' | 'preview';
  generating: boolean;
}

export const initialWorkspace: WorkspaceState = {
  file: null,
  name: NEW_FILE_NAME,
  nameEdited: false,
  history: createHistory(''),
  savedContent: '',
  instructions: EMPTY_INSTRUCTIONS,
  mode: 'preview',
  generating: false,
};

export type WorkspaceAction =
  /** A file opened, made (New) or produced by a task run: its content and instructions replace everything. */
  | { type: 'load'; file: FileEntity }
  /** Delete: everything cleared, the title back to New Document Title. */
  | { type: 'clear' }
  /** Kept unsaved edits put back (into the file already loaded, if they had one): an undoable, unsaved edit. */
  | { type: 'restore'; content: string; name: string; nameEdited: boolean; instructions: InstructionValues; now: number }
  | { type: 'edit'; content: string; kind: EditKind; now: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'rename'; name: string }
  | { type: 'instructions'; values: InstructionValues }
  | { type: 'mode'; mode: 'edit' | 'preview' }
  | { type: 'generating'; on: boolean }
  /** A draft written into `file`: an undoable edit, still unsaved until Save approves it. */
  | { type: 'generated'; content: string; file: OpenFile; now: number }
  /**
   * Save answered: `content` is what was sent, `name` what the server kept; `id` the file saved into when Save had
   * to make one (nothing was open, or the open file had been deleted).
   */
  | { type: 'saved'; content: string; name: string; id?: string };

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'load': {
      const content = displayContent(action.file);
      // A new document starts a new history: undoing into another file's text and saving it here would overwrite
      // this file with the other one.
      return {
        ...state,
        file: { id: action.file.id, name: action.file.name },
        name: action.file.name,
        nameEdited: false,
        history: createHistory(content),
        savedContent: content,
        instructions: instructionsFromFile(action.file.contentInstructions),
      };
    }
    case 'clear':
      return { ...initialWorkspace, mode: state.mode, generating: state.generating };
    case 'restore':
      return {
        ...state,
        name: action.name,
        nameEdited: action.nameEdited,
        instructions: action.instructions,
        history: recordEdit(state.history, action.content, 'command', action.now),
      };
    case 'edit':
      return { ...state, history: recordEdit(state.history, action.content, action.kind, action.now) };
    case 'undo':
      return { ...state, history: undo(state.history) };
    case 'redo':
      return { ...state, history: redo(state.history) };
    case 'rename':
      return { ...state, name: action.name, nameEdited: action.name !== (state.file?.name ?? NEW_FILE_NAME) };
    case 'instructions':
      return { ...state, instructions: action.values };
    case 'mode':
      return { ...state, mode: action.mode };
    case 'generating':
      return { ...state, generating: action.on };
    case 'generated':
      return {
        ...state,
        file: action.file,
        // A name the person is typing wins over the one the writer gave a new file; Save sends it.
        name: state.nameEdited ? state.name : action.file.name,
        history: recordEdit(state.history, action.content, 'command', action.now),
      };
    case 'saved':
      return {
        ...state,
        file: action.id ? { id: action.id, name: action.name } : state.file && { ...state.file, name: action.name },
        name: action.name,
        nameEdited: false,
        savedContent: action.content,
      };
  }
}

export const currentContent = (state: WorkspaceState) => state.history.present;
