import { Fragment } from 'react';
import { Flex, Input, Typography } from 'antd';
import { BRAND_TEXT_LIMITS } from '@navia/contracts';
import type { NorthStarDraft } from '../model/north-star-statement';

/** The blanks in sentence order, each with the words that come before it and its accessible name. */
const BLANKS: readonly { part: keyof NorthStarDraft; before: string; label: string }[] = [
  { part: 'type_of_person', before: 'helps:', label: 'Type of person' },
  { part: 'type_of_problem', before: 'who is', label: 'Problem' },
  { part: 'product_or_service', before: 'with', label: 'Product or service' },
  { part: 'benefit', before: 'so that they', label: 'Benefit' },
];

interface NorthStarSentenceProps {
  companyName: string;
  value: NorthStarDraft;
  onChange: (patch: Partial<NorthStarDraft>) => void;
}

/**
 * '{company} helps: [type of person] who is [problem] with [product or service] so that they [benefit]' as one
 * wrapping line of text with the four blanks inline; on a phone each blank takes its own line.
 */
export function NorthStarSentence({ companyName, value, onChange }: NorthStarSentenceProps) {
  return (
    <Flex role="group" aria-label="North Star Statement" wrap align="center" gap="12px 8px" style={{ fontSize: 18, lineHeight: 1.6 }}>
      <Typography.Text strong style={{ fontSize: 'inherit' }}>
        {companyName}
      </Typography.Text>
      {BLANKS.map(({ part, before, label }) => (
        <Fragment key={part}>
          <Typography.Text style={{ fontSize: 'inherit' }}>{before}</Typography.Text>
          <Input
            aria-label={label}
            placeholder={label.toLowerCase()}
            value={value[part]}
            onChange={(e) => onChange({ [part]: e.target.value })}
            maxLength={BRAND_TEXT_LIMITS.northStarField}
            style={{ flex: '1 1 240px', minWidth: 0 }}
          />
        </Fragment>
      ))}
    </Flex>
  );
}
