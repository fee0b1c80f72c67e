import { useCallback, type Dispatch } from 'react';
import { errorMessage, track, useToast } from '@navia/client-kit';
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

  const saveFile = useCallback(async () => {
    const content = currentContent(state);
    const check = checkSave(fileId, content);
    if (!check.ok) {
      toast({ title: check.title, variant: 'warning' });
      return;
    }
    try {
      const saved = await save.mutateAsync({
        id: fileId as string,
        body: {
          content,
          // spec part 2 §5: the name only when it was edited; a blank name keeps the stored one.
          ...(state.nameEdited && state.name.trim() !== '' ? { name: state.name.trim() } : {}),
          contentInstructions: state.instructions,
        },
      });
      dispatch({ type: 'saved', content, name: saved.name });
      toast({ title: 'Content saved successfully', description: 'Your content has been approved and saved.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Save failed', description: errorMessage(error), variant: 'error' });
    }
  }, [dispatch, fileId, save, state, toast]);

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
      await remove.mutateAsync(fileId);
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
