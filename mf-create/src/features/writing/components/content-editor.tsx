import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Input, type GetRef } from 'antd';
import type { TextEdit } from '../model/markdown-insert';

export type TextAreaRef = GetRef<typeof Input.TextArea>;

export interface Selection {
  start: number;
  end: number;
}

interface ContentEditorProps {
  value: string;
  /** Where the selection goes after a toolbar edit; applied once after the new text renders. */
  pendingSelection: Selection | null;
  onSelectionApplied: () => void;
  onType: (value: string) => void;
  onShortcut: (command: 'bold' | 'italic' | 'link' | 'undo' | 'redo') => void;
  textAreaRef: RefObject<TextAreaRef | null>;
}

/** The textarea behind a TextAreaRef (antd wraps it). */
export const textAreaOf = (ref: TextAreaRef | null) => ref?.resizableTextArea?.textArea ?? null;

/** The text and selection the toolbar edits act on. */
export function currentEdit(ref: TextAreaRef | null, value: string): TextEdit {
  const area = textAreaOf(ref);
  const start = area?.selectionStart ?? value.length;
  const end = area?.selectionEnd ?? value.length;
  return { text: value, selectionStart: start, selectionEnd: end };
}

/**
 * The markdown editor. Undo and redo go through the workspace's history rather than the browser's: the text is
 * controlled by React, so the browser's own undo stack would not match what the toolbar buttons undo.
 */
export function ContentEditor({ value, pendingSelection, onSelectionApplied, onType, onShortcut, textAreaRef }: ContentEditorProps) {
  const applied = useRef<Selection | null>(null);

  useLayoutEffect(() => {
    if (!pendingSelection || applied.current === pendingSelection) return;
    applied.current = pendingSelection;
    const area = textAreaOf(textAreaRef.current);
    if (area) {
      area.focus();
      area.setSelectionRange(pendingSelection.start, pendingSelection.end);
    }
    onSelectionApplied();
  }, [pendingSelection, onSelectionApplied, textAreaRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const command =
      key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' ? 'redo' : key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : null;
    if (!command) return;
    event.preventDefault();
    onShortcut(command);
  };

  return (
    <Input.TextArea
      ref={textAreaRef}
      aria-label="Content"
      value={value}
      placeholder="Write here, or fill in the Content Instructions and let Navia write a draft."
      autoSize={{ minRows: 14, maxRows: 40 }}
      onChange={(e) => onType(e.target.value)}
      onKeyDown={onKeyDown}
      style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 }}
    />
  );
}
