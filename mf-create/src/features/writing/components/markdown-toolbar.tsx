import type { ReactNode } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import type { HeadingLevel } from '../model/markdown-insert';
import { LinkIcon, QuoteIcon, RedoIcon, RuleIcon, UndoIcon } from './icons';

export type FormatCommand = 'bold' | 'italic' | `h${HeadingLevel}` | 'quote' | 'link' | 'rule';

interface MarkdownToolbarProps {
  /** Generating: nothing may change the text (spec part 2 §4). */
  locked: boolean;
  /** Formatting applies to the text being edited; in Preview there is no caret, so only undo and redo work. */
  formattingEnabled: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onFormat: (command: FormatCommand) => void;
  onUndo: () => void;
  onRedo: () => void;
}

/**
 * One toolbar button. `label` is its name and tooltip; a button that shows text (H1) has that text first in its name,
 * 'H1, Heading 1', so someone who says or reads what is on the button reaches it (WCAG 2.5.3, label in name; a
 * parenthesised 'Heading 1 (H1)' does not count, as axe and speech input ignore parentheticals).
 */
function ToolButton({ label, shortcut, text, disabled, onClick, children }: { label: string; shortcut?: string; text?: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label}>
      <Button type="text" size="small" aria-label={text ? `${text}, ${label}` : label} disabled={disabled} onClick={onClick} style={{ minWidth: 32, fontWeight: 600 }}>
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * The markdown toolbar (spec part 2 §2.8): bold, italic, H1–H3, blockquote, link, horizontal rule, undo, redo. The
 * formatting buttons and the history pair are two groups at either end, so on a phone, where the row wraps, undo and
 * redo move to the next line together instead of leaving a separator dangling at the end of the first.
 */
export function MarkdownToolbar({ locked, formattingEnabled, canUndo, canRedo, onFormat, onUndo, onRedo }: MarkdownToolbarProps) {
  const off = locked || !formattingEnabled;
  return (
    <Flex role="toolbar" aria-label="Formatting" wrap align="center" justify="space-between" gap={2}>
      <Flex wrap align="center" gap={2}>
        <ToolButton label="Bold" shortcut="Ctrl+B" disabled={off} onClick={() => onFormat('bold')}>
          B
        </ToolButton>
        <ToolButton label="Italic" shortcut="Ctrl+I" disabled={off} onClick={() => onFormat('italic')}>
          <em>I</em>
        </ToolButton>
        <ToolButton label="Heading 1" text="H1" disabled={off} onClick={() => onFormat('h1')}>
          H1
        </ToolButton>
        <ToolButton label="Heading 2" text="H2" disabled={off} onClick={() => onFormat('h2')}>
          H2
        </ToolButton>
        <ToolButton label="Heading 3" text="H3" disabled={off} onClick={() => onFormat('h3')}>
          H3
        </ToolButton>
        <ToolButton label="Blockquote" disabled={off} onClick={() => onFormat('quote')}>
          <QuoteIcon />
        </ToolButton>
        <ToolButton label="Insert link" shortcut="Ctrl+K" disabled={off} onClick={() => onFormat('link')}>
          <LinkIcon />
        </ToolButton>
        <ToolButton label="Horizontal rule" disabled={off} onClick={() => onFormat('rule')}>
          <RuleIcon />
        </ToolButton>
      </Flex>
      <Flex align="center" gap={2}>
        <ToolButton label="Undo" shortcut="Ctrl+Z" disabled={locked || !canUndo} onClick={onUndo}>
          <UndoIcon />
        </ToolButton>
        <ToolButton label="Redo" shortcut="Ctrl+Shift+Z" disabled={locked || !canRedo} onClick={onRedo}>
          <RedoIcon />
        </ToolButton>
      </Flex>
    </Flex>
  );
}
