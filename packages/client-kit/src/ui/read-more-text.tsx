import { useId, useState } from 'react';
import { Button, Typography } from 'antd';

/** spec part 1 §9: task descriptions and news summaries are both cut at 120 characters. */
export const READ_MORE_LIMIT = 120;

export function truncateText(text: string, limit: number = READ_MORE_LIMIT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}...`, truncated: true };
}

/** spec part 1 §2/§5: a text cut at 120 characters with Read more, and Show less to fold it again. */
export function ReadMoreText({ text }: { text: string }) {
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
