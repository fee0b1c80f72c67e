import { useCallback, type Dispatch } from 'react';
import { errorMessage, isApiError, track, useToast } from '@navia/client-kit';
import type { FileEntity } from '@navia/contracts';
import { useCopyFile, useCreateFile, useDeleteFile, useSaveFile } from '../api/file-mutations';
import { NO_FILE_SELECTED, checkSave } from '../model/generation-rules';
import { currentContent, type WorkspaceAction, type WorkspaceState } from '../model/workspace-state';

/**
 * The header bar's commands (spec part 2 §2.8: New +, Save, Make Copy, Delete) with the rules of §5 and the toasts
 * of §8. Each returns once its toast is shown, so the dialogs that call them can close afterwards.
 */
export function useFileActions(state: WorkspaceState, dispatch: Dispatch<WorkspaceAction>, brandId: string | null) {
  const toast = useToast();
  const create = useCreateFile();
  const copy = useCopyFile();
  const save = useSaveFile();
  const remove = useDeleteFile();
  const fileId = state.file?.id ?? null;

  /** Opening a file (Open File, ?fileId=, a finished task run): its text and instructions replace the editor's. */
  const openFile = useCallback(
    (file: FileEntity) => {
      dispatch({ type: 'load', file });
      track('file_viewed', { file_id: file.id });
    },
    [dispatch],
  );

  const newFile = useCallback(async () => {
    try {
      const file = await create.mutateAsync(brandId ? { brandId } : {});
      // spec part 2 §4: a new file clears all fields (the new file has none).
      dispatch({ type: 'load', file });
      toast({ title: 'New file created', variant: 'success' });
    } catch (error) {
      toast({ title: 'Creation failed', description: errorMessage(error), variant: 'error' });
    }
  }, [brandId, create, dispatch, toast]);

  /**
   * Save (spec part 2 §5: non-empty content; the name only when edited). With no file open (never opened, or just
   * deleted) or with an open file the server no longer has (deleted in another tab), the text would otherwise have
   * nowhere to go and be lost: Save makes a new file in the active brand and saves into that, with the name shown.
   * Resolves with the id of the file saved into, or null when nothing was saved.
   */
  const saveFile = useCallback(async (): Promise<string | null> => {
    const content = currentContent(state);
    const check = checkSave(content);
    if (!check.ok) {
      toast({ title: check.title, variant: 'warning' });
      return null;
    }
    const name = state.name.trim();
    const saveInto = async (id: string, fresh: boolean) =>
      save.mutateAsync({
        id,
        body: {
          content,
          // A blank name keeps the stored one; a file made by this Save takes the name on screen.
          ...((state.nameEdited || fresh) && name !== '' ? { name } : {}),
          contentInstructions: state.instructions,
        },
      });
    const saveIntoNewFile = async () => {
      const file = await create.mutateAsync(brandId ? { brandId } : {});
      return saveInto(file.id, true);
    };
    try {
      let saved: FileEntity;
      if (!fileId) {
        saved = await saveIntoNewFile();
      } else {
        try {
          saved = await saveInto(fileId, false);
        } catch (error) {
          if (!isApiError(error) || error.status !== 404) throw error;
          saved = await saveIntoNewFile();
        }
      }
      dispatch({ type: 'saved', content, name: saved.name, id: saved.id });
      toast({ title: 'Content saved successfully', description: 'Your content has been approved and saved.', variant: 'success' });
      return saved.id;
    } catch (error) {
      toast({ title: 'Save failed', description: errorMessage(error), variant: 'error' });
      return null;
    }
  }, [brandId, create, dispatch, fileId, save, state, toast]);

  /**
   * Make Copy copies the stored file and stays on the current one: switching to the copy would drop edits not yet
   * saved, and the copy is one click away in Open File.
   */
  const copyFile = useCallback(async () => {
    if (!fileId) {
      toast({ title: NO_FILE_SELECTED, variant: 'warning' });
      return;
    }
    try {
      await copy.mutateAsync(fileId);
      toast({ title: 'File copied successfully', variant: 'success' });
    } catch (error) {
      toast({ title: 'Copy failed', description: errorMessage(error), variant: 'error' });
    }
  }, [copy, fileId, toast]);

  /** Whether Delete may ask for confirmation (spec part 2 §5: it needs a selected file). */
  const canDelete = useCallback(() => {
    if (fileId) return true;
    toast({ title: NO_FILE_SELECTED, variant: 'warning' });
    return false;
  }, [fileId, toast]);

  const deleteFile = useCallback(async () => {
    if (!fileId) return false;
    try {
      try {
        await remove.mutateAsync(fileId);
      } catch (error) {
        // Not found: the file is gone all the same (deleted elsewhere, or a delete that answered badly). Keeping it
        // open would send every later Save to a file that no longer exists.
        if (!isApiError(error) || error.status !== 404) throw error;
      }
      // spec part 2 §4: Delete clears everything and the title goes back to New Document Title.
      dispatch({ type: 'clear' });
      toast({ title: 'File deleted', variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: 'Delete failed', description: errorMessage(error), variant: 'error' });
      return false;
    }
  }, [dispatch, fileId, remove, toast]);

  return {
    openFile,
    newFile,
    saveFile,
    copyFile,
    canDelete,
    deleteFile,
    creating: create.isPending,
    saving: save.isPending,
    copying: copy.isPending,
    deleting: remove.isPending,
  };
}
