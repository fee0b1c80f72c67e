import { useCallback, useMemo, type Dispatch } from 'react';
import { errorMessage, isApiError, removeDraft, useAuthStore, useLocalDraft, useToast } from '@navia/client-kit';
import { fetchFile } from '../api/get-file';
import { hasUnsavedChanges } from '../model/generation-rules';
import { WRITING_DRAFT_PREFIX, writingDraftOf, writingDraftScope, type WritingDraft } from '../model/writing-draft';
import type { WorkspaceAction, WorkspaceState } from '../model/workspace-state';

/**
 * The workspace's unsaved edits kept in this browser per file (issue: text typed, then another page, was lost
 * without a word). Arriving on an empty workspace offers the newest kept draft; opening a file offers that file's.
 * Restore opens the draft's file when another one (or none) is open, then puts the edits back as unsaved; a file
 * deleted since leaves the text with no file, and Save makes a new one for it.
 */
export function useWritingDraft(state: WorkspaceState, dispatch: Dispatch<WorkspaceAction>) {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const toast = useToast();
  const value = useMemo(() => writingDraftOf(state), [state]);
  const kept = useLocalDraft<WritingDraft>({
    scope: writingDraftScope(value.fileId),
    value,
    dirty: hasUnsavedChanges(value.content, state.savedContent, state.nameEdited),
    paused: state.generating,
    offerLatestOf: WRITING_DRAFT_PREFIX,
  });
  const { restore: take } = kept;

  const restore = useCallback(async () => {
    const offer = take();
    if (!offer) return;
    const draft = offer.value;
    if (draft.fileId && draft.fileId !== state.file?.id) {
      try {
        dispatch({ type: 'load', file: await fetchFile(draft.fileId) });
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) {
          // Kept for another try: the draft stays in storage and is offered again on the next visit.
          toast({ title: 'Failed to load file', description: errorMessage(error), variant: 'error' });
          return;
        }
        if (userId) removeDraft(userId, offer.scope);
        dispatch({ type: 'clear' });
      }
    }
    dispatch({ type: 'restore', content: draft.content, name: draft.name, nameEdited: draft.nameEdited, instructions: draft.instructions, now: Date.now() });
  }, [dispatch, state.file?.id, take, toast, userId]);

  /**
   * Drops the edits kept for `fileId` (null: text with no file): a deleted file's go with it, and text just saved
   * (perhaps into a new file, its scope left behind) is kept by the server now.
   */
  const forget = useCallback(
    (fileId: string | null) => {
      if (userId) removeDraft(userId, writingDraftScope(fileId));
    },
    [userId],
  );

  return { offer: kept.offer, restore, discard: kept.discard, forget };
}
