import { useId, useState } from 'react';
import { Button, Typography } from 'antd';
import type { TaskListItem } from '@navia/contracts';
import { ReadMoreText } from '@navia/client-kit';
import { useFullTask } from '../api/get-task-pages';

/**
 * A task card's description, cut at 120 characters with Read more (spec part 1 §2/§5). The list view sends only those
 * 120 characters (descriptionTruncated); Read more then fetches the whole task and shows its text once it is in.
 */
export function TaskDescription({ task }: { task: TaskListItem }) {
  if (!task.descriptionTruncated) return <ReadMoreText text={task.description} />;
  return <FetchedDescription task={task} />;
}

function FetchedDescription({ task }: { task: TaskListItem }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const full = useFullTask(task.id, expanded);
  const whole = expanded ? full.data?.description : undefined;
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
      <span id={id} aria-busy={(expanded && full.isPending) || undefined}>
        {whole ?? `${task.description.trimEnd()}...`}
      </span>{' '}
      <Button
        type="link"
        size="small"
        aria-expanded={expanded}
        aria-controls={id}
        loading={expanded && full.isPending}
        onClick={() => setExpanded((open) => !open)}
        style={{ paddingInline: 0, height: 'auto' }}
      >
        {expanded ? 'Show less' : 'Read more'}
      </Button>
    </Typography.Paragraph>
  );
}
