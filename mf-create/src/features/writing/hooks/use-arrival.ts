import { useEffect, useRef, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TASKS_QUERY_KEY, errorMessage, executesOnStart, isWritingTask, track, useToast } from '@navia/client-kit';
import type { FileEntity, Task } from '@navia/contracts';
import { fetchFile } from '../api/get-file';
import { fetchFiles } from '../api/get-files';
import { FILES_QUERY_KEY } from '../api/query-keys';
import { executeTask, fetchTask, fetchTaskExecution } from '../api/task-calls';
import { RUN_POLL_MS, TASK_RUN_TIMEOUT_MS } from '../model/task-run';
import type { WorkspaceAction } from '../model/workspace-state';
import { clearProcessingRecord } from '../stores/processing-record';

/** spec part 2 §8. */
export const TASK_FAILED = { title: 'Task execution failed', description: 'Failed to execute the task. Please try again.' } as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class TaskRunFailed extends Error {}

interface ArrivalInput {
  basePath: string;
  /** The active brand, once resolved: the run's file is looked for among that brand's files. */
  brandId: string | null;
  ready: boolean;
  dispatch: Dispatch<WorkspaceAction>;
  openFile: (file: FileEntity) => void;
  /** A task that is neither executed nor a piece of writing: the workspace shows its brief instead. */
  onTaskBrief: (task: Task) => void;
}

/**
 * The address the workspace was opened with (spec part 2 §2.8, §4):
 *  - `?taskId=&executing=true` runs the task: execute, then ask how the run goes every 2 s until it is done, open
 *    the file it names, end generating and drop both parameters. The tasks page's processing record is cleared when
 *    the run ends or fails.
 *  - `?fileId=` opens that file and resets the address to /create/writing.
 *  - `?taskId=` alone opens the task's file when it has one.
 * Each address is handled once: re-renders (and React's development double effects) do not start a second run.
 */
export function useArrival({ basePath, brandId, ready, dispatch, openFile, onTaskBrief }: ArrivalInput) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  // Flows outlive a render; they stop touching the screen once the workspace is gone (left mid-run, the server
  // still finishes the task, and the tasks page shows it).
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const taskId = params.get('taskId');
  const executing = params.get('executing') === 'true';
  const fileId = params.get('fileId');
  const writingPath = `${basePath.replace(/\/$/, '')}/writing`;

  useEffect(() => {
    if (!taskId && !fileId) {
      // The address was cleaned: the same parameters arriving again later are a new request.
      handled.current = null;
      return;
    }
    if (!ready) return;
    const key = `${fileId ?? ''}|${taskId ?? ''}|${executing}`;
    if (handled.current === key) return;
    handled.current = key;

    const openById = async (id: string) => {
      try {
        const file = await fetchFile(id);
        if (alive.current) openFile(file);
      } catch (error) {
        if (alive.current) toast({ title: 'Failed to load file', description: errorMessage(error), variant: 'error' });
      }
    };

    if (fileId) {
      void openById(fileId).then(() => alive.current && navigate(writingPath, { replace: true }));
      return;
    }
    const id = taskId as string;

    if (!executing) {
      void (async () => {
        try {
          const task = await fetchTask(id);
          let file: FileEntity | null = task.outputFileId ? await fetchFile(task.outputFileId) : null;
          file ??= (await fetchFiles(brandId)).find((f) => f.sourceTaskId === id) ?? null;
          if (!alive.current) return;
          // A task without a file yet: its title is what to write about (the person writes it by hand here), unless
          // it is no writing at all: then what it asks, and how to complete it.
          if (file) openFile(file);
          else if (!executesOnStart(task) && !isWritingTask(task)) onTaskBrief(task);
          else dispatch({ type: 'instructions', values: { platformId: '', formatId: '', audience: '', offer: '', topic: task.title } });
        } catch (error) {
          if (alive.current) toast({ title: 'Failed to load task', description: errorMessage(error), variant: 'error' });
        }
        if (alive.current) navigate(writingPath, { replace: true });
      })();
      return;
    }

    void (async () => {
      dispatch({ type: 'generating', on: true });
      const startedAt = Date.now();
      let file: FileEntity | null = null;
      let ended = false;
      try {
        const answer = await executeTask(id);
        if (answer.results.status === 'failed') throw new TaskRunFailed(answer.results.error ?? 'failed');
        // A run that already finished (a repeated call) names its file at once.
        if (answer.results.fileId) file = await fetchFile(answer.results.fileId);
        while (!file && alive.current) {
          try {
            // The run is the one record of the execution: it says when it failed and which file it wrote.
            const run = await fetchTaskExecution(id);
            if (run.status === 'failed') throw new TaskRunFailed(run.error ?? 'failed');
            if (run.status === 'completed' && run.fileId) file = await fetchFile(run.fileId);
          } catch (error) {
            if (error instanceof TaskRunFailed) throw error;
            // A failed poll is retried on the next tick: one dropped request must not fail a run that is fine.
          }
          if (file) break;
          if (Date.now() - startedAt > TASK_RUN_TIMEOUT_MS) throw new TaskRunFailed('timed out');
          await sleep(RUN_POLL_MS);
        }
        if (!alive.current || !file) return;
        ended = true;
        openFile(file);
        track('content_written', { file_id: file.id, task_id: id });
        toast({ title: 'Content generated successfully', variant: 'success' });
      } catch {
        ended = true;
        if (alive.current) toast({ ...TASK_FAILED, variant: 'error' });
      } finally {
        // Left mid-run, the task is still processing on the server: its record stays until the run ends or goes
        // stale, so the tasks page keeps saying so.
        if (ended) clearProcessingRecord(id);
        // The task now has its file (or its failure): the tasks list and the file lists change.
        void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: FILES_QUERY_KEY });
        if (alive.current) {
          dispatch({ type: 'generating', on: false });
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.delete('taskId');
              next.delete('executing');
              return next;
            },
            { replace: true },
          );
        }
      }
    })();
  }, [brandId, dispatch, executing, fileId, navigate, onTaskBrief, openFile, queryClient, ready, setParams, taskId, toast, writingPath]);
}
