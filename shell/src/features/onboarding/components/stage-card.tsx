import { useId, type KeyboardEvent, type Ref } from 'react';
import { Typography, theme } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import type { BusinessStage } from '@navia/contracts';

interface StageCardProps {
  ref?: Ref<HTMLDivElement>;
  stage: BusinessStage;
  checked: boolean;
  /** Roving tab stop: only the card in view is in the tab order. */
  tabbable: boolean;
  onSelect: () => void;
  onFocus: () => void;
}

/** One selectable stage: a radio named by its title ('Launch') and described by its text. */
export function StageCard({ ref, stage, checked, tabbable, onSelect, onFocus }: StageCardProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const descriptionId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault(); // Space would scroll the page.
    onSelect();
  };

  return (
    <div
      ref={ref}
      role="radio"
      aria-checked={checked}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={tabbable ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      style={{
        position: 'relative',
        flex: '0 0 100%',
        boxSizing: 'border-box',
        minHeight: 220,
        padding: 24,
        borderRadius: 12,
        border: `2px solid ${checked ? token.colorPrimary : token.colorBorder}`,
        background: checked ? token.colorPrimaryBg : token.colorBgContainer,
        cursor: 'pointer',
        // The carousel clips overflow, so the focus ring is drawn inside the card where it stays visible.
        outlineOffset: -6,
      }}
    >
      {checked && (
        <CheckCircleFilled aria-hidden="true" style={{ position: 'absolute', top: 16, right: 16, fontSize: 20, color: token.colorPrimary }} />
      )}
      <Typography.Text type="secondary" style={{ textTransform: 'uppercase', letterSpacing: 1, fontSize: 12 }}>
        Stage {stage.number}
      </Typography.Text>
      <div id={titleId} style={{ fontSize: 24, fontWeight: 600, margin: '4px 0 12px' }}>
        {stage.title}
      </div>
      <Typography.Paragraph id={descriptionId} style={{ marginBottom: 0 }}>
        {stage.description}
      </Typography.Paragraph>
    </div>
  );
}
