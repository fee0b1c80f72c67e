import { useCallback } from 'react';
import { Button, Col, Row, Tag } from 'antd';
import { OFFERING_LIMITS } from '@navia/contracts';
import type { OfferingRecord } from '@navia/contracts';
import type { IsRequired } from '../../model/required-fields';
import { useEditableBlock } from '../../hooks/use-editable-block';
import type { ListEntry } from '../../hooks/use-item-list';
import { CURRENCY_CHOICES } from '../../model/choice-labels';
import { sanitizePrice } from '../../model/price';
import { EditableBlockCard } from '../shared/editable-block-card';
import { SelectField } from '../shared/select-field';
import { TextField } from '../shared/text-field';

interface OfferingCardProps {
  entry: ListEntry<OfferingRecord>;
  index: number;
  canRemove: boolean;
  isRequired: IsRequired;
  onSave: (entry: ListEntry<OfferingRecord>, values: OfferingRecord) => Promise<unknown>;
  onRemove: (entry: ListEntry<OfferingRecord>) => void;
}

/** One offer: name, description, price (decimals only) and currency, offer URL, why it matters, story. */
export function OfferingCard({ entry, index, canRemove, isRequired, onSave, onRemove }: OfferingCardProps) {
  const save = useCallback((values: OfferingRecord) => onSave(entry, values), [onSave, entry]);
  const block = useEditableBlock({
    baseline: entry.item,
    onSave: save,
    initiallyEditing: entry.pending,
    // An offer added on this screen and not saved has no lasting id to keep its edits under.
    draftName: entry.pending ? null : `offer:${entry.item.id}`,
  });
  const { values, editing, change } = block;
  const required = (field: string) => isRequired(`offerings.${field}`);

  return (
    <EditableBlockCard
      title={`Offer ${index + 1}`}
      block={block}
      tag={entry.pending ? <Tag color="orange">Not saved yet</Tag> : undefined}
      extra={
        <Button
          danger
          onClick={() => onRemove(entry)}
          disabled={!canRemove || block.saving}
          title={canRemove ? undefined : 'You need at least one offer'}
        >
          Remove
        </Button>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <TextField label="Offer name" value={values.name} onChange={(name) => change({ name })} editing={editing} limit={OFFERING_LIMITS.name} required={required('name')} />
        </Col>
        <Col xs={24}>
          <TextField
            label="Description"
            value={values.description}
            onChange={(description) => change({ description })}
            editing={editing}
            limit={OFFERING_LIMITS.description}
            required={required('description')}
            rows={2}
          />
        </Col>
        <Col xs={24} sm={14}>
          <TextField
            label="Price"
            hint="No symbols, only decimals"
            value={values.price}
            onChange={(price) => change({ price: sanitizePrice(price) })}
            editing={editing}
            limit={OFFERING_LIMITS.price}
            required={required('price')}
            inputMode="decimal"
            placeholder="19.99"
          />
        </Col>
        <Col xs={24} sm={10}>
          <SelectField label="Currency" value={values.currency} options={CURRENCY_CHOICES} onChange={(currency) => change({ currency })} editing={editing} showSearch />
        </Col>
        <Col xs={24}>
          <TextField
            label="Offer URL"
            value={values.offerUrl}
            onChange={(offerUrl) => change({ offerUrl })}
            editing={editing}
            limit={OFFERING_LIMITS.offerUrl}
            type="url"
            inputMode="url"
            placeholder="https://example.com/offer"
          />
        </Col>
        <Col xs={24}>
          <TextField
            label="Why it matters"
            hint="The key value for your customer"
            value={values.keyValue}
            onChange={(keyValue) => change({ keyValue })}
            editing={editing}
            limit={OFFERING_LIMITS.keyValue}
            required={required('keyValue')}
            rows={2}
          />
        </Col>
        <Col xs={24}>
          <TextField label="Story" value={values.story} onChange={(story) => change({ story })} editing={editing} limit={OFFERING_LIMITS.story} rows={4} />
        </Col>
      </Row>
    </EditableBlockCard>
  );
}
