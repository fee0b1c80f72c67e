import { useId, useState } from 'react';
import { Button, Typography } from 'antd';
import { truncateText } from '../model/task-actions';

/** spec part 1 §5: cut at 120 characters, with Read more / Show less. */
export function TaskDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!text) return null;
  const short = truncateText(text);
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
      <span id={id}>{expanded || !short.truncated ? text : short.text}</span>
      {short.truncated && ' '}
      {short.truncated && (
        // No inline padding: when the button wraps onto a line of its own it starts flush with the text above.
        <Button
          type="link"
          size="small"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          style={{ paddingInline: 0, height: 'auto' }}
        >
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      )}
    </Typography.Paragraph>
  );
}
