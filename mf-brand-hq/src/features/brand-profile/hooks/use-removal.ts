import { useState } from 'react';
import { errorMessage, useToast } from '@navia/client-kit';
import type { ListEntry } from './use-item-list';

interface Options<T extends { id: string }> {
  /** The saved items; a removal saves the rest of them at once. */
  saved: readonly T[];
  saveList: (items: T[]) => Promise<unknown>;
  /** Forgets an item that was never saved. */
  drop: (key: string) => void;
  reload: () => Promise<unknown>;
  failureTitle: string;
}

/**
 * spec part 2 §4: a removal is confirmed, then saved immediately; when that save fails the data is read again (and
 * the failure logged and toasted). An item that was never saved just goes.
 */
export function useRemoval<T extends { id: string }>({ saved, saveList, drop, reload, failureTitle }: Options<T>) {
  const [target, setTarget] = useState<ListEntry<T> | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const confirm = async () => {
    if (!target) return;
    if (target.pending) {
      drop(target.key);
      setTarget(null);
      return;
    }
    setBusy(true);
    try {
      await saveList(saved.filter((item) => item.id !== target.item.id));
    } catch (error) {
      console.error(failureTitle, error);
      toast({ title: failureTitle, description: errorMessage(error), variant: 'error' });
      void reload();
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return { target, busy, ask: setTarget, cancel: () => setTarget(null), confirm };
}
