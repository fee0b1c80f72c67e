import { useCallback } from 'react';
import { Card, Flex, Typography } from 'antd';
import type { OfferingRecord } from '@navia/contracts';
import { blankOffering } from '@navia/client-kit';
import { toOfferingInput } from '../../model/brand-record-input';
import { useBrandPlanLimits } from '../../model/plan-limits';
import { useRequiredFields } from '../../model/required-fields';
import { useItemList, type ListEntry } from '../../hooks/use-item-list';
import { useRemoval } from '../../hooks/use-removal';
import { ListHeader } from '../shared/list-header';
import { RemoveConfirm } from '../shared/remove-confirm';
import type { SectionProps } from '../section-props';
import { OfferingCard } from './offering-card';

/** An offer id is a timestamp (spec part 2 §3); one past any id in use when two land in the same millisecond. */
function newOfferingId(taken: readonly ListEntry<OfferingRecord>[]): string {
  let id = Date.now();
  while (taken.some((e) => e.key === String(id) || e.item.id === String(id))) id += 1;
  return String(id);
}

/** /brand-profile/what-you-offer: a card per offer, count/max from the plan, Add Offer, removal with confirmation. */
export function WhatYouOfferSection({ record, save, reload }: SectionProps) {
  const { maxOfferings } = useBrandPlanLimits();
  const isRequired = useRequiredFields();
  const saved = record.offerings;
  const saveList = useCallback(
    async (offerings: OfferingRecord[]) => (await save({ offerings: offerings.map(toOfferingInput) })).offerings,
    [save],
  );
  const { entries, add, drop, saveEntry } = useItemList(saved, saveList);

  const removal = useRemoval({ saved, saveList, drop, reload, failureTitle: 'Failed to remove offering' });

  return (
    <Flex vertical gap={24}>
      <ListHeader
        title="Your Offers"
        noun="offer"
        addLabel="Add Offer"
        count={entries.length}
        max={maxOfferings}
        onAdd={() => add(blankOffering(newOfferingId(entries)))}
      />
      {entries.length === 0 && (
        <Card>
          <Typography.Text type="secondary">You have not added any offers yet. Use Add Offer to describe what you sell.</Typography.Text>
        </Card>
      )}
      {entries.map((entry, index) => (
        <OfferingCard
          key={entry.key}
          entry={entry}
          index={index}
          canRemove={entries.length > 1}
          isRequired={isRequired}
          onSave={saveEntry}
          onRemove={removal.ask}
        />
      ))}
      <RemoveConfirm what="offering" open={removal.target !== null} busy={removal.busy} onCancel={removal.cancel} onConfirm={() => void removal.confirm()} />
    </Flex>
  );
}
