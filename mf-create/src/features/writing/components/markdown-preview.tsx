import { Fragment, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Tooltip, Typography } from 'antd';
import { VISUALLY_HIDDEN } from '@navia/client-kit';
import { parseMarkdown, type Block, type Inline } from '../model/markdown-parse';
import { splitByHighlights, type Highlight } from '../model/voice-highlights';

/**
 * The rendered preview (spec part 2 §2.8). Markdown becomes React elements from a parsed tree, never an HTML
 * string: text is escaped by React, raw HTML in a draft shows as text, and links only point at http(s), mailto or
 * tel addresses (markdown-parse decides). That is the sanitizing.
 */
// Not colour alone: a wavy underline marks the passage, and its reason is in the text for screen readers.
const DRIFT_STYLE: CSSProperties = { background: 'rgba(250, 173, 20, 0.18)', textDecoration: 'underline wavy #ad6800', textUnderlineOffset: 3, color: 'inherit', padding: 0 };

/** A passage that drifts from the brand's voice: focusable, its reason shown on hover and focus. */
function DriftMark({ highlight }: { highlight: Highlight }) {
  const id = useId();
  return (
    // antd's tooltip opens on hover only unless told: the keyboard reaches the reason by focus.
    <Tooltip title={highlight.reason} trigger={['hover', 'focus']}>
      <mark tabIndex={0} aria-describedby={id} style={DRIFT_STYLE}>
        {highlight.text}
        <span id={id} style={VISUALLY_HIDDEN}>{` (off-voice: ${highlight.reason})`}</span>
      </mark>
    </Tooltip>
  );
}

function renderText(text: string, highlights: readonly Highlight[]): ReactNode {
  if (!highlights.length) return text;
  return splitByHighlights(text, highlights).map((part, i) => (typeof part === 'string' ? <Fragment key={i}>{part}</Fragment> : <DriftMark key={i} highlight={part} />));
}

function renderInline(nodes: Inline[], hl: readonly Highlight[] = []): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{renderText(node.text, hl)}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children, hl)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children, hl)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link':
        // A draft's links lead away from the editor: a new tab, without handing it this window.
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

const QUOTE_STYLE: CSSProperties = { margin: '0 0 12px', padding: '4px 12px', borderInlineStart: '4px solid rgba(0,0,0,0.15)', color: 'rgba(0,0,0,0.65)' };
const CODE_STYLE: CSSProperties = { margin: '0 0 12px', padding: 12, background: 'rgba(0,0,0,0.04)', borderRadius: 6, whiteSpace: 'pre-wrap', overflowX: 'auto' };

function renderBlocks(blocks: Block[], hl: readonly Highlight[] = []): ReactNode {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        // Headings inside the document sit below the page's own h1: levels 1–3 of the draft show as h2–h4 visually
        // sized by antd, and h5 at most.
        const level = Math.min(block.level + 1, 5) as 2 | 3 | 4 | 5;
        return (
          <Typography.Title key={index} level={level} style={{ marginTop: index === 0 ? 0 : 16 }}>
            {renderInline(block.children, hl)}
          </Typography.Title>
        );
      }
      case 'paragraph':
        return <Typography.Paragraph key={index}>{renderInline(block.children, hl)}</Typography.Paragraph>;
      case 'quote':
        return (
          <blockquote key={index} style={QUOTE_STYLE}>
            {renderBlocks(block.children, hl)}
          </blockquote>
        );
      case 'list': {
        const items = block.items.map((item, i) => <li key={i}>{renderInline(item, hl)}</li>);
        return block.ordered ? (
          <ol key={index} start={block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'rule':
        return <hr key={index} />;
      case 'code':
        return (
          <pre key={index} style={CODE_STYLE}>
            <code>{block.text}</code>
          </pre>
        );
    }
  });
}

/** `highlights`: passages that drift from the brand's voice (issue 18), marked where they appear in the text. */
export function MarkdownPreview({ source, empty, label, highlights = [] }: { source: string; empty: ReactNode; label: string; highlights?: readonly Highlight[] }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div role="region" aria-label={label} style={{ overflowWrap: 'anywhere' }}>
      {blocks.length === 0 ? <Typography.Text type="secondary">{empty}</Typography.Text> : renderBlocks(blocks, highlights)}
    </div>
  );
}
