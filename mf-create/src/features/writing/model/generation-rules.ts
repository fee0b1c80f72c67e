import type { InstructionValues } from './content-instructions';

/**
 * spec part 2 §5 "Writing": when Write Content may run. Returns the toast to show instead, or null to go ahead.
 * A run already in progress is skipped without a message (a second click during generation does nothing).
 */
export type GenerationCheck =
  | { ok: true }
  | { ok: false; reason: 'running' }
  | { ok: false; reason: 'missing'; title: string; description: string }
  | { ok: false; reason: 'no-config'; title: string };

export const MISSING_INFORMATION = {
  title: 'Missing information',
  description: 'Please select a platform, format, and enter a topic to create content.',
} as const;
export const NO_WRITER_CONFIG = 'Selected format does not have MindStudio configuration';

export interface WriterConfig {
  workerId?: string | null;
  workflow?: string | null;
}

export function checkGeneration(input: {
  running: boolean;
  values: InstructionValues;
  /** The chosen format's writer configuration, when the format is known. */
  writerConfig: WriterConfig | null | undefined;
}): GenerationCheck {
  if (input.running) return { ok: false, reason: 'running' };
  const { platformId, formatId, topic } = input.values;
  if (!platformId || !formatId || topic.trim() === '') return { ok: false, reason: 'missing', ...MISSING_INFORMATION };
  // The writer is addressed by its worker id; without one there is nothing to run.
  if (!input.writerConfig?.workerId) return { ok: false, reason: 'no-config', title: NO_WRITER_CONFIG };
  return { ok: true };
}

/**
 * spec part 2 §5: Save needs non-empty content. The spec also needs a selected file; here a Save without one makes
 * the file instead (use-file-actions), since refusing left typed text with nowhere to go (New clears it).
 */
export type SaveCheck = { ok: true } | { ok: false; title: string };
export const NO_FILE_SELECTED = 'No file selected';
export const NOTHING_TO_SAVE = 'Nothing to save';

export function checkSave(content: string): SaveCheck {
  if (content.trim() === '') return { ok: false, title: NOTHING_TO_SAVE };
  return { ok: true };
}

/** spec part 2 §5: Insert Link needs both text and URL. */
export const canInsertLink = (text: string, url: string) => text.trim() !== '' && url.trim() !== '';

/** spec part 2 §4: unsaved while the content differs from what was last loaded or saved (Save is highlighted). */
export const hasUnsavedChanges = (content: string, savedContent: string, nameEdited: boolean) => content !== savedContent || nameEdited;
