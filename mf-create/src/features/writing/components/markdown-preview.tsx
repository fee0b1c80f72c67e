import { Fragment, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Typography } from 'antd';
import { parseMarkdown, type Block, type Inline } from '../model/markdown-parse';

/**
 * The rendered preview (spec part 2 §2.8). Markdown becomes React elements from a parsed tree, never an HTML
 * string: text is escaped by React, raw HTML in a draft shows as text, and links only point at http(s), mailto or
 * tel addresses (markdown-parse decides). That is the sanitizing.
 */
function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
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

function renderBlocks(blocks: Block[]): ReactNode {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        // Headings inside the document sit below the page's own h1: levels 1–3 of the draft show as h2–h4 visually
        // sized by antd, and h5 at most.
        const level = Math.min(block.level + 1, 5) as 2 | 3 | 4 | 5;
        return (
          <Typography.Title key={index} level={level} style={{ marginTop: index === 0 ? 0 : 16 }}>
            {renderInline(block.children)}
          </Typography.Title>
        );
      }
      case 'paragraph':
        return <Typography.Paragraph key={index}>{renderInline(block.children)}</Typography.Paragraph>;
      case 'quote':
        return (
          <blockquote key={index} style={QUOTE_STYLE}>
            {renderBlocks(block.children)}
          </blockquote>
        );
      case 'list': {
        const items = block.items.map((item, i) => <li key={i}>{renderInline(item)}</li>);
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

export function MarkdownPreview({ source, empty, label }: { source: string; empty: ReactNode; label: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div role="region" aria-label={label} style={{ overflowWrap: 'anywhere' }}>
      {blocks.length === 0 ? <Typography.Text type="secondary">{empty}</Typography.Text> : renderBlocks(blocks)}
    </div>
  );
}
