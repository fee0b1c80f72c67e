import { useCallback, useState } from 'react';
import { useLatest, useLocalDraft, useToast, type DraftOffer } from '@navia/client-kit';
import { SAVE_ERROR_TITLE, describeSaveError, type SaveErrorView } from '../model/save-error';
import { useBrandDraftScope } from './brand-draft-scope';

export interface EditableBlock<T> {
  /** The draft while editing, else the saved values. */
  values: T;
  editing: boolean;
  /** Something differs from the saved values (or was marked changed): the button reads Save. */
  dirty: boolean;
  saving: boolean;
  /** The last failed save, shown in the block (a plan cap offers the upgrade). */
  saveError: SaveErrorView | null;
  startEdit: () => void;
  /** Back to read-only, dropping the draft. */
  exitEdit: () => void;
  /** Changes the draft; a change always means editing. */
  change: (update: Partial<T> | ((values: T) => T)) => void;
  /** Replaces the draft, entering edit mode; `markChanged` shows Save even when the values equal the saved ones. */
  replace: (values: T, options?: { markChanged?: boolean }) => void;
  /** Sends the draft; resolves true when saved (then read-only on the new baseline). */
  save: () => Promise<boolean>;
  /** Unsaved edits kept from an earlier visit (left for another page, a reload), offered back. */
  keptDraft: DraftOffer<T> | null;
  /** Puts the kept edits back into the block, in edit mode. */
  restoreKept: () => void;
  discardKept: () => void;
}

interface Options<T> {
  /** The saved values; the block shows them while read-only and starts each edit from them. */
  baseline: T;
  onSave: (values: T) => Promise<unknown>;
  /** A new, unsaved item opens in edit mode (spec part 2 §2.6 'Add Offer appends a blank offer in edit mode'). */
  initiallyEditing?: boolean;
  /**
   * Names the block among the brand's blocks ('purpose', 'offer:{id}'): its unsaved edits are then kept in this
   * browser while it is dirty, and offered back when the person returns after leaving without saving.
   */
  draftName?: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * spec part 2 §4 "Brand block editing": read-only, then edit, then dirty after any change, then saved (read-only
 * again, the answer being the new baseline). A failed save changes nothing: the draft and edit mode stay, the error
 * is logged and toasted with the server's message.
 */
export function useEditableBlock<T>({ baseline, onSave, initiallyEditing = false, draftName }: Options<T>): EditableBlock<T> {
  const [draft, setDraft] = useState<T | null>(() => (initiallyEditing ? baseline : null));
  const [markedChanged, setMarkedChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<SaveErrorView | null>(null);
  const toast = useToast();

  // The latest draft for save(), which may run before React re-renders with it.
  const draftRef = useLatest(draft);
  const baselineRef = useLatest(baseline);

  const startEdit = useCallback(() => setDraft((current) => current ?? baselineRef.current), [baselineRef]);

  const exitEdit = useCallback(() => {
    setDraft(null);
    setMarkedChanged(false);
    setSaveError(null);
  }, []);

  const change = useCallback((update: Partial<T> | ((values: T) => T)) => {
    setDraft((current) => {
      const from = current ?? baselineRef.current;
      return typeof update === 'function' ? update(from) : { ...from, ...update };
    });
  }, [baselineRef]);

  const replace = useCallback((values: T, options?: { markChanged?: boolean }) => {
    setDraft(values);
    if (options?.markChanged) setMarkedChanged(true);
  }, []);

  const save = useCallback(async () => {
    const values = draftRef.current ?? baselineRef.current;
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(values);
      setDraft(null);
      setMarkedChanged(false);
      return true;
    } catch (error) {
      // spec part 2 §8: brand save failures are logged; the toast says what the server said.
      console.error(SAVE_ERROR_TITLE, error);
      const view = describeSaveError(error);
      setSaveError(view);
      toast({ title: SAVE_ERROR_TITLE, description: view.message, variant: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  }, [onSave, toast, draftRef, baselineRef]);

  const editing = draft !== null;
  const values = draft ?? baseline;
  const dirty = editing && (markedChanged || !same(draft, baseline));

  const kept = useLocalDraft({ scope: useBrandDraftScope(draftName), value: values, dirty, paused: saving });
  const { restore: restoreDraft, discard: discardKept } = kept;
  const restoreKept = useCallback(() => {
    const offer = restoreDraft();
    if (offer) replace(offer.value, { markChanged: true });
  }, [replace, restoreDraft]);

  return {
    values,
    editing,
    dirty,
    saving,
    saveError,
    startEdit,
    exitEdit,
    change,
    replace,
    save,
    keptDraft: kept.offer,
    restoreKept,
    discardKept,
  };
}
