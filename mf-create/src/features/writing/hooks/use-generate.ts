import { useCallback, useRef, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, track, useAuthStore, useToast } from '@navia/client-kit';
import type { Format, Platform } from '@navia/contracts';
import { useExecuteWriting } from '../api/execute-writing';
import { voiceScoreQueryKey } from '../api/voice-score';
import { contentText } from '../model/file-content';
import { checkGeneration } from '../model/generation-rules';
import { currentContent, type WorkspaceAction, type WorkspaceState } from '../model/workspace-state';

/** spec part 2 §8: the generation failure's description when the server gave none. */
export const GENERATION_FALLBACK = 'Failed to generate content with AI';

/** The server's own sentence for a failed call, when it sent one. */
function serverMessage(error: unknown): string | null {
  if (isApiError(error)) return error.body?.message ?? null;
  return null;
}

interface GenerateInput {
  state: WorkspaceState;
  dispatch: Dispatch<WorkspaceAction>;
  platforms: readonly Platform[];
  formats: readonly Format[];
  brandId: string | null;
}

/**
 * Write Content (spec part 2 §5 "Writing", §7 execute-writing): checks the rules, runs the writer with the format's
 * worker settings and the instructions, and puts the draft in the editor. A draft over existing text is a rewrite
 * ('Content updated successfully', content_rewritten); over an empty editor it is new writing ('Content generated
 * successfully', content_written).
 */
export function useGenerate({ state, dispatch, platforms, formats, brandId }: GenerateInput) {
  const toast = useToast();
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const writing = useExecuteWriting();
  const queryClient = useQueryClient();
  // A second click in the same render (before 'generating' reaches the screen) must not start a second run.
  const running = useRef(false);

  return useCallback(async () => {
    const { instructions } = state;
    const format = formats.find((f) => f.id === instructions.formatId);
    const check = checkGeneration({ running: running.current || state.generating, values: instructions, writerConfig: format?.mindstudioConfig });
    if (!check.ok) {
      if (check.reason === 'missing') toast({ title: check.title, description: check.description, variant: 'warning' });
      if (check.reason === 'no-config') toast({ title: check.title, variant: 'error' });
      return;
    }
    const config = format?.mindstudioConfig;
    if (!format || !config) return;
    const platform = platforms.find((p) => p.id === instructions.platformId);
    const rewrite = currentContent(state).trim() !== '';

    running.current = true;
    dispatch({ type: 'generating', on: true });
    try {
      const answer = await writing.mutateAsync({
        workerId: config.workerId,
        workflow: config.workflow,
        variables: {
          ...config.defaultVariables,
          userID: userId,
          topic: instructions.topic.trim(),
          audience: instructions.audience,
          offer: instructions.offer,
          platform: platform?.name ?? instructions.platformId,
          format: format.name,
        },
        contentInstructions: { ...instructions, topic: instructions.topic.trim() },
        currentFileId: state.file?.id ?? null,
        ...(brandId ? { brandId } : {}),
      });
      const text = contentText(answer.content || answer.result);
      // The answer carries the draft's voice score: the preview shows it without asking for it again.
      if (answer.voice && text === answer.content) queryClient.setQueryData(voiceScoreQueryKey(brandId, text), answer.voice);
      dispatch({ type: 'generated', content: text, file: { id: answer.fileId, name: answer.fileName }, now: Date.now() });
      if (rewrite) {
        track('content_rewritten', { file_id: answer.fileId });
        toast({ title: 'Content updated successfully', variant: 'success' });
      } else {
        track('content_written', { file_id: answer.fileId });
        toast({ title: 'Content generated successfully', variant: 'success' });
      }
    } catch (error) {
      toast({ title: 'Content generation failed', description: serverMessage(error) ?? GENERATION_FALLBACK, variant: 'error' });
    } finally {
      // spec part 2 §8: on generation failures the generating state ends (and on success too).
      running.current = false;
      dispatch({ type: 'generating', on: false });
    }
  }, [brandId, dispatch, formats, platforms, queryClient, state, toast, userId, writing]);
}
