import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { setTasksFilter, useTasksViewStore } from '../stores/tasks-view-store';

export const FILTER_PARAM = 'filter';

/**
 * spec part 1 §2: the filter is saved locally and can be preset by `?filter=`; the parameter is removed after a chip
 * is clicked. While the parameter is in the address it is the filter in effect (and is saved, so coming back to
 * /tasks later keeps it); a chip click saves its own value and drops the parameter.
 */
export function useTasksFilter(): [filter: string, choose: (filter: string) => void] {
  const [params, setParams] = useSearchParams();
  const preset = params.get(FILTER_PARAM);
  const stored = useTasksViewStore((s) => s.filter);

  useEffect(() => {
    if (preset && preset !== useTasksViewStore.getState().filter) setTasksFilter(preset);
  }, [preset]);

  const choose = useCallback(
    (filter: string) => {
      setTasksFilter(filter);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(FILTER_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return [preset || stored, choose];
}
