import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Segmented, Tooltip } from 'antd';
import { useCopyToClipboard, useToast } from '@navia/client-kit';
import type { Platform } from '@navia/contracts';
import { insertHorizontalRule, insertLink, toggleBlockquote, toggleBold, toggleHeading, toggleItalic, type TextEdit } from '../model/markdown-insert';
import { noUrlToast, openableKey, storedSocialUrl, withScheme, type SocialLinks } from '../model/social-link';
import { ContentEditor, currentEdit, type Selection, type TextAreaRef } from './content-editor';
import { GeneratingStatus } from './generating-status';
import { CopyIcon, ExternalIcon } from './icons';
import { InsertLinkDialog } from './insert-link-dialog';
import { MarkdownPreview } from './markdown-preview';
import { MarkdownToolbar, type FormatCommand } from './markdown-toolbar';
import type { Highlight } from '../model/voice-highlights';

interface EditorPanelProps {
  content: string;
  mode: 'edit' | 'preview';
  generating: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The chosen platform, for the Open button. */
  platform: Platform | undefined;
  socialLinks: SocialLinks | undefined;
  onMode: (mode: 'edit' | 'preview') => void;
  onEdit: (content: string, kind: 'typing' | 'command') => void;
  onUndo: () => void;
  onRedo: () => void;
  /** The draft's brand-voice score (issue 18), shown above the preview, and the passages the preview marks. */
  voicePanel?: ReactNode;
  highlights?: readonly Highlight[];
}

const MODE_OPTIONS = [
  { label: 'Edit', value: 'edit' as const },
  { label: 'Preview', value: 'preview' as const },
];

/**
 * The main area (spec part 2 §2.8): Edit/Preview (preview by default), Copy, Open to the brand's page, the markdown
 * toolbar, the editor or the rendered preview, and the Select Images placeholder.
 */
export function EditorPanel(props: EditorPanelProps) {
  const { content, mode, onEdit } = props;
  const toast = useToast();
  const copy = useCopyToClipboard();
  const textArea = useRef<TextAreaRef | null>(null);
  const [pendingSelection, setPendingSelection] = useState<Selection | null>(null);
  const [link, setLink] = useState<{ edit: TextEdit } | null>(null);

  const apply = useCallback(
    (next: TextEdit) => {
      onEdit(next.text, 'command');
      setPendingSelection({ start: next.selectionStart, end: next.selectionEnd });
    },
    [onEdit],
  );

  const format = useCallback(
    (command: FormatCommand) => {
      const edit = currentEdit(textArea.current, content);
      switch (command) {
        case 'bold':
          return apply(toggleBold(edit));
        case 'italic':
          return apply(toggleItalic(edit));
        case 'h1':
        case 'h2':
        case 'h3':
          return apply(toggleHeading(edit, Number(command.slice(1)) as 1 | 2 | 3));
        case 'quote':
          return apply(toggleBlockquote(edit));
        case 'rule':
          return apply(insertHorizontalRule(edit));
        case 'link':
          // The selection is kept now: focus moves into the dialog and the textarea's own selection may not survive.
          return setLink({ edit });
      }
    },
    [apply, content],
  );

  const shortcut = useCallback(
    (command: 'bold' | 'italic' | 'link' | 'undo' | 'redo') => {
      if (command === 'undo') props.onUndo();
      else if (command === 'redo') props.onRedo();
      else format(command);
    },
    [format, props],
  );

  const copyToClipboard = async () => {
    // spec part 2 §5: copying needs content.
    if (content.trim() === '') {
      toast({ title: 'Nothing to copy', variant: 'warning' });
      return;
    }
    await copy(content);
  };

  const socialKey = openableKey(props.platform);
  const openSocialPage = () => {
    if (!socialKey || !props.platform) return;
    const url = storedSocialUrl(props.socialLinks, socialKey);
    if (!url) {
      toast({ ...noUrlToast(props.platform.name), variant: 'warning' });
      return;
    }
    window.open(withScheme(url), '_blank', 'noopener,noreferrer');
  };

  const selectedText = link ? link.edit.text.slice(link.edit.selectionStart, link.edit.selectionEnd) : '';

  return (
    <Card styles={{ body: { padding: 16 } }} style={{ minWidth: 0 }}>
      <Flex vertical gap={12}>
        <Flex wrap align="center" justify="space-between" gap={8}>
          {/* Segmented does not follow the workspace's componentDisabled: while generating it is disabled here (spec part 2 §4). */}
          <Segmented<'edit' | 'preview'> aria-label="Editor mode" options={MODE_OPTIONS} value={mode} disabled={props.generating} onChange={props.onMode} />
          <Flex wrap gap={8}>
            <Button icon={<CopyIcon />} onClick={copyToClipboard}>
              Copy
            </Button>
            {socialKey && props.platform && (
              <Button icon={<ExternalIcon />} aria-label={`Open your ${props.platform.name} page`} onClick={openSocialPage}>
                Open
              </Button>
            )}
          </Flex>
        </Flex>
        <MarkdownToolbar
          locked={props.generating}
          formattingEnabled={mode === 'edit'}
          canUndo={props.canUndo}
          canRedo={props.canRedo}
          onFormat={format}
          onUndo={props.onUndo}
          onRedo={props.onRedo}
        />
        {props.generating && <GeneratingStatus />}
        {mode === 'preview' && props.voicePanel}
        {mode === 'edit' ? (
          <ContentEditor
            value={content}
            textAreaRef={textArea}
            pendingSelection={pendingSelection}
            onSelectionApplied={() => setPendingSelection(null)}
            onType={(value) => onEdit(value, 'typing')}
            onShortcut={shortcut}
          />
        ) : (
          <div style={{ minHeight: 240, padding: '4px 2px' }}>
            <MarkdownPreview source={content} label="Preview" highlights={props.highlights} empty="Nothing to preview yet. Write content, or switch to Edit to start typing." />
          </div>
        )}
        <div>
          <Tooltip title="Coming soon">
            {/* A disabled button gets no pointer events; the span lets the tooltip explain it. */}
            <span style={{ display: 'inline-block' }}>
              <Button disabled>Coming Soon: Select Images</Button>
            </span>
          </Tooltip>
        </div>
      </Flex>
      <InsertLinkDialog
        open={link !== null}
        initialText={selectedText}
        onCancel={() => setLink(null)}
        onInsert={(text, url) => {
          if (link) apply(insertLink(link.edit, text, url));
          setLink(null);
        }}
      />
    </Card>
  );
}
