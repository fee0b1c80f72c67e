import { useId, type ReactNode } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { DraftNotice } from '@navia/client-kit';
import type { EditableBlock } from '../../hooks/use-editable-block';
import { SaveErrorNotice } from './save-error-notice';

/** spec part 2 §2.6: the block's button reads Edit while read-only, then Exit Edit, or Save once something changed. */
export function editButtonLabel(block: Pick<EditableBlock<unknown>, 'editing' | 'dirty'>): 'Edit' | 'Exit Edit' | 'Save' {
  if (!block.editing) return 'Edit';
  return block.dirty ? 'Save' : 'Exit Edit';
}

interface EditableBlockCardProps {
  title: string;
  /** 3 for a block of the page, 4 for a block inside a card (a persona's three blocks). */
  headingLevel?: 3 | 4;
  block: EditableBlock<any>;
  /** Blocks the block while something else works on it (the voice analysis). */
  disabled?: boolean;
  /** Controls beside the title, before the edit button (Remove, Analyze...). */
  extra?: ReactNode;
  /** Beside the title (a 'Not saved yet' tag). */
  tag?: ReactNode;
  description?: ReactNode;
  /**
   * Inside a card already (a persona's three blocks): no card of its own, and a named group instead of a region, since
   * every persona has blocks of the same names and landmarks must be told apart.
   */
  bare?: boolean;
  children: ReactNode;
}

/**
 * One editable block: a region (a group when bare) named by its heading, read-only until the person clicks it or its
 * Edit button. Clicking a read-only field enters edit mode with the focus in that field. Discard drops a changed draft.
 */
export function EditableBlockCard(props: EditableBlockCardProps) {
  const { title, headingLevel = 3, block, disabled = false, extra, tag, description, bare, children } = props;
  const headingId = useId();
  const label = editButtonLabel(block);

  const onButton = () => {
    if (label === 'Edit') block.startEdit();
    else if (label === 'Exit Edit') block.exitEdit();
    else void block.save();
  };

  const content = (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={headingLevel} id={headingId} style={{ margin: 0, fontSize: headingLevel === 3 ? 18 : 16 }}>
            {title}
          </Typography.Title>
          {tag}
        </Flex>
        <Flex gap={8} wrap>
          {extra}
          {block.dirty && (
            <Button onClick={block.exitEdit} disabled={block.saving || disabled}>
              Discard
            </Button>
          )}
          {/* Not antd's `loading`: its spinner state outlived a fast save when the label changed in the same render
              (the button stayed 'loading Edit' in the browser), and it reads as part of the button's name. */}
          <Button
            type={label === 'Save' ? 'primary' : 'default'}
            onClick={onButton}
            disabled={disabled || block.saving}
            aria-busy={block.saving || undefined}
          >
            {block.saving ? 'Saving...' : label}
          </Button>
        </Flex>
      </Flex>
      {description}
      {block.keptDraft && (
        <DraftNotice subject={title} savedAt={block.keptDraft.savedAt} onRestore={block.restoreKept} onDiscard={block.discardKept} />
      )}
      {/* Mouse path into edit mode; keyboard users have the Edit button (a focused field must not flip modes). */}
      <div onClick={block.editing || disabled ? undefined : block.startEdit}>{children}</div>
      <SaveErrorNotice error={block.saveError} />
    </Flex>
  );

  if (bare) {
    return (
      <div role="group" aria-labelledby={headingId}>
        {content}
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Card>{content}</Card>
    </section>
  );
}
