import type { InstructionValues } from './content-instructions';
import { currentContent, type WorkspaceState } from './workspace-state';

/**
 * The workspace's unsaved edits as kept in this browser (client kit's local drafts), one per file: left for another
 * page, a reload or a closed tab, they are offered back on return instead of being lost.
 */
export interface WritingDraft {
  /** The file the edits belong to; null for text typed with no file open. */
  fileId: string | null;
  name: string;
  nameEdited: boolean;
  content: string;
  instructions: InstructionValues;
}

export const WRITING_DRAFT_PREFIX = 'writing:';
export const writingDraftScope = (fileId: string | null) => `${WRITING_DRAFT_PREFIX}${fileId ?? 'new'}`;

export const writingDraftOf = (state: WorkspaceState): WritingDraft => ({
  fileId: state.file?.id ?? null,
  name: state.name,
  nameEdited: state.nameEdited,
  content: currentContent(state),
  instructions: state.instructions,
});
