import { useCallback, useMemo } from 'react';
import { BRAND_DATA_LIMITS, type BrandDataPatchInput } from '@navia/contracts';
import type { BrandRecord, RealContent } from '@navia/client-kit';
import { useEditableBlock } from '../../hooks/use-editable-block';
import { EditableBlockCard } from '../shared/editable-block-card';
import { TextField } from '../shared/text-field';

export type RealContentKey = keyof typeof BRAND_DATA_LIMITS.realContent & keyof RealContent;

/** spec part 2 §2.6: the four cards, in order; spec §9: 5 rows each. */
export const REAL_CONTENT_CARDS: readonly { key: RealContentKey; title: string; description: string }[] = [
  { key: 'socialMedia', title: 'Social Media Captions or Posts', description: 'Paste captions or posts you have published.' },
  { key: 'websiteCopy', title: 'Website Copy', description: 'Paste text from your website.' },
  { key: 'emailIntros', title: 'Email Intros or Copy', description: 'Paste emails or their openings.' },
  { key: 'blogPosts', title: 'Blog Posts', description: 'Paste a blog post or two.' },
];
const REAL_CONTENT_ROWS = 5;

interface RealContentCardProps {
  card: (typeof REAL_CONTENT_CARDS)[number];
  record: BrandRecord;
  save: (patch: BrandDataPatchInput) => Promise<unknown>;
  disabled?: boolean;
}

/** One real-content text; a save sends realContent with the other texts as saved. */
export function RealContentCard({ card, record, save, disabled }: RealContentCardProps) {
  const baseline = useMemo(() => ({ text: record.realContent[card.key] }), [record.realContent, card.key]);
  const onSave = useCallback(
    ({ text }: { text: string }) => save({ realContent: { ...record.realContent, [card.key]: text } }),
    [save, record.realContent, card.key],
  );
  const block = useEditableBlock({ baseline, onSave, draftName: `real-content:${card.key}` });
  return (
    <EditableBlockCard title={card.title} headingLevel={4} block={block} disabled={disabled}>
      <TextField
        label={card.title}
        hideLabel
        value={block.values.text}
        onChange={(text) => block.change({ text })}
        editing={block.editing}
        disabled={disabled}
        limit={BRAND_DATA_LIMITS.realContent[card.key]}
        rows={REAL_CONTENT_ROWS}
        placeholder={card.description}
      />
    </EditableBlockCard>
  );
}
