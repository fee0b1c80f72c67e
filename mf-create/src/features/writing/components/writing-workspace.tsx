import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { ConfigProvider, Flex } from 'antd';
import { DraftNotice, useActiveBrand, useBrandData, useMobileLayout, useToast } from '@navia/client-kit';
import { PLATFORM_REQUIRES_UPGRADE, type Task } from '@navia/contracts';
import { FILES_ERROR, useFiles } from '../api/get-files';
import { useFormats, usePlatforms } from '../api/get-platforms';
import { useQueryClient } from '@tanstack/react-query';
import type { VoiceRewriteResponse } from '@navia/contracts';
import { useVoiceScore, voiceScoreQueryKey } from '../api/voice-score';
import { useVoiceRewrite } from '../api/voice-rewrite';
import { useArrival } from '../hooks/use-arrival';
import { useFileActions } from '../hooks/use-file-actions';
import { useGenerate } from '../hooks/use-generate';
import { useWritingDraft } from '../hooks/use-writing-draft';
import { audienceOptions, offerOptions } from '../model/brand-options';
import { chooseFormat, choosePlatform, type InstructionValues } from '../model/content-instructions';
import { canRedo, canUndo } from '../model/editor-history';
import { hasUnsavedChanges } from '../model/generation-rules';
import { currentContent, initialWorkspace, workspaceReducer } from '../model/workspace-state';
import { highlightsOf } from '../model/voice-highlights';
import { DeleteFileDialog } from './delete-file-dialog';
import { EditorPanel } from './editor-panel';
import { FileHeaderBar } from './file-header-bar';
import { InstructionsPanel } from './instructions-panel';
import { MobileFileMenu } from './mobile-file-menu';
import { OpenFileDialog } from './open-file-dialog';
import { TaskBriefNotice } from './task-brief-notice';
import { VoiceRewriteDialog } from './voice-rewrite-dialog';
import { VoiceScorePanel } from './voice-score-panel';
import { WriterModelField } from './writer-model-field';

/** The signed-in workspace (spec part 2 §2.8): header bar, Content Instructions, the editor, and the dialogs. */
export function WritingWorkspace({ basePath }: { basePath: string }) {
  const [state, dispatch] = useReducer(workspaceReducer, initialWorkspace);
  const toast = useToast();
  const isMobile = useMobileLayout();
  const { brand, isLoading: brandsLoading } = useActiveBrand();
  const brandId = brand?.id ?? null;
  const [openDialog, setOpenDialog] = useState(false);
  const [deleteDialog, setDeleteDialog] = useState(false);

  const platformsQuery = usePlatforms();
  const platforms = useMemo(() => platformsQuery.data ?? [], [platformsQuery.data]);
  const formatsQuery = useFormats(state.instructions.platformId);
  const formats = useMemo(() => formatsQuery.data ?? [], [formatsQuery.data]);
  // spec part 2 §7: the Who and What lists and the social links, read on each visit.
  const brandData = useBrandData({ reading: 'this-visit' });
  const record = brandData.record;
  const filesQuery = useFiles(brandId, !brandsLoading);

  // spec part 2 §8: 'Failed to fetch files' whenever the list call fails.
  const { errorUpdatedAt } = filesQuery;
  useEffect(() => {
    if (errorUpdatedAt > 0) toast({ title: FILES_ERROR, variant: 'error' });
  }, [errorUpdatedAt, toast]);

  const actions = useFileActions(state, dispatch, brandId);
  const generate = useGenerate({ state, dispatch, platforms, formats, brandId });
  const [taskBrief, setTaskBrief] = useState<Task | null>(null);
  useArrival({ basePath, brandId, ready: !brandsLoading, dispatch, openFile: actions.openFile, onTaskBrief: setTaskBrief });
  const kept = useWritingDraft(state, dispatch);

  const content = currentContent(state);
  // The draft's fit to the brand's voice, scored when the person looks at the preview (issue 18).
  const voice = useVoiceScore(content, brandId, state.mode === 'preview' && !state.generating && !brandsLoading);
  const highlights = useMemo(() => (voice.data && !voice.isPlaceholderData ? highlightsOf(content, voice.data.drift) : []), [content, voice.data, voice.isPlaceholderData]);
  // "Make it more on-brand" (issue 18): the rewrite is shown with its score; taking it is one undoable edit.
  const queryClient = useQueryClient();
  const rewrite = useVoiceRewrite();
  const [rewriteOpen, setRewriteOpen] = useState(false);
  const askRewrite = () => rewrite.mutate({ text: content, ...(brandId ? { brandId } : {}), ...(state.instructions.formatId ? { formatId: state.instructions.formatId } : {}) });
  const startRewrite = () => {
    setRewriteOpen(true);
    askRewrite();
  };
  const acceptRewrite = (result: VoiceRewriteResponse) => {
    // The new text's score is known: the preview shows it without asking again.
    queryClient.setQueryData(voiceScoreQueryKey(brandId, result.text), result.voice);
    dispatch({ type: 'edit', content: result.text, kind: 'command', now: Date.now() });
    setRewriteOpen(false);
    rewrite.reset();
    toast({ title: 'Your draft now reads more on-brand', description: 'Undo takes it back. Save to keep it.', variant: 'success' });
  };
  const closeRewrite = () => {
    setRewriteOpen(false);
    rewrite.reset();
  };
  const unsaved = hasUnsavedChanges(content, state.savedContent, state.nameEdited);
  const audiences = useMemo(() => audienceOptions(record?.personas.users ?? []), [record]);
  const offers = useMemo(
    () => offerOptions(record?.offerings ?? [], (filesQuery.data ?? []).map((f) => f.contentInstructions.offer)),
    [record, filesQuery.data],
  );

  const setInstructions = useCallback((values: InstructionValues) => dispatch({ type: 'instructions', values }), []);
  const onPlatform = (platformId: string) => {
    const platform = platforms.find((p) => p.id === platformId);
    if (platform && !platform.available) {
      toast({ title: PLATFORM_REQUIRES_UPGRADE, variant: 'warning' });
      return;
    }
    setInstructions(choosePlatform(state.instructions, platformId, formats));
  };
  const onFormat = (formatId: string) => {
    const format = formats.find((f) => f.id === formatId);
    if (format) setInstructions(chooseFormat(state.instructions, format));
  };
  const onEdit = useCallback((next: string, kind: 'typing' | 'command') => dispatch({ type: 'edit', content: next, kind, now: Date.now() }), []);

  const openFileDialog = () => {
    setOpenDialog(true);
    // The list may be older than files written since (in another tab, by a task): read it again.
    void filesQuery.refetch();
  };
  const commands = {
    onNew: () => void actions.newFile(),
    onOpen: openFileDialog,
    onDelete: () => actions.canDelete() && setDeleteDialog(true),
    onSave: () => {
      // Saved into another file than the one open (a new one): the edits kept for the old scope are saved now.
      const before = state.file?.id ?? null;
      void actions.saveFile().then((savedId) => {
        if (savedId && savedId !== before) kept.forget(before);
      });
    },
    onCopy: () => void actions.copyFile(),
  };
  const busy = { locked: state.generating, creating: actions.creating, saving: actions.saving, copying: actions.copying };
  const header = { name: state.name, onRename: (name: string) => dispatch({ type: 'rename', name }), unsaved, busy, ...commands };

  // spec part 2 §2.8: 'A Create Writing / Write Content button (mobile: Re-write Content)': the phone's label is
  // always Re-write Content.
  const writeLabel = isMobile ? 'Re-write Content' : 'Create Writing';
  const platform = platforms.find((p) => p.id === state.instructions.platformId);

  return (
    // spec part 2 §4: while generating every control is disabled.
    <ConfigProvider componentDisabled={state.generating}>
      <Flex vertical gap={16} style={{ minWidth: 0 }} aria-busy={state.generating}>
        {isMobile ? <MobileFileMenu {...header} /> : <FileHeaderBar {...header} />}
        {taskBrief && <TaskBriefNotice task={taskBrief} onClose={() => setTaskBrief(null)} />}
        {kept.offer && (
          <DraftNotice
            subject={`"${kept.offer.value.name}"`}
            savedAt={kept.offer.savedAt}
            onRestore={() => void kept.restore()}
            onDiscard={kept.discard}
          />
        )}
        <Flex vertical={isMobile} gap={16} align="flex-start" style={{ minWidth: 0 }}>
          <div style={{ width: isMobile ? '100%' : 320, flex: 'none' }}>
            <InstructionsPanel
              values={state.instructions}
              platforms={platforms}
              platformsLoading={platformsQuery.isPending}
              platformsFailed={platformsQuery.isError}
              formats={formats}
              formatsLoading={formatsQuery.isFetching}
              audiences={audiences}
              offers={offers}
              brandLoading={brandData.status === 'loading'}
              brandFailed={brandData.status === 'error'}
              writeLabel={writeLabel}
              onPlatform={onPlatform}
              onFormat={onFormat}
              onChange={setInstructions}
              onWrite={() => void generate()}
              writerModel={<WriterModelField />}
            />
          </div>
          <div style={{ flex: 1, minWidth: 0, width: isMobile ? '100%' : undefined }}>
            <EditorPanel
              content={content}
              mode={state.mode}
              generating={state.generating}
              canUndo={canUndo(state.history)}
              canRedo={canRedo(state.history)}
              platform={platform}
              socialLinks={record?.socialPlatforms}
              onMode={(mode) => dispatch({ type: 'mode', mode })}
              onEdit={onEdit}
              onUndo={() => dispatch({ type: 'undo' })}
              onRedo={() => dispatch({ type: 'redo' })}
              voicePanel={content.trim() ? <VoiceScorePanel score={voice.data} loading={voice.isFetching} failed={voice.isError} onRewrite={startRewrite} /> : null}
              highlights={highlights}
            />
          </div>
        </Flex>
        <OpenFileDialog
          open={openDialog}
          files={filesQuery.data}
          loading={filesQuery.isFetching}
          failed={filesQuery.isError}
          showPreview={!isMobile}
          onRetry={() => void filesQuery.refetch()}
          onCancel={() => setOpenDialog(false)}
          onOpen={(file) => {
            actions.openFile(file);
            setOpenDialog(false);
          }}
        />
        <VoiceRewriteDialog
          open={rewriteOpen}
          pending={rewrite.isPending}
          result={rewrite.data}
          error={rewrite.error}
          onRetry={askRewrite}
          onAccept={acceptRewrite}
          onCancel={closeRewrite}
        />
        <DeleteFileDialog
          open={deleteDialog}
          name={state.file?.name ?? state.name}
          busy={actions.deleting}
          onCancel={() => setDeleteDialog(false)}
          onConfirm={async () => {
            const id = state.file?.id ?? null;
            if (await actions.deleteFile()) kept.forget(id);
            setDeleteDialog(false);
          }}
        />
      </Flex>
    </ConfigProvider>
  );
}
