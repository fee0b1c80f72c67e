import { useCallback } from 'react';
import { Card, Flex, Typography } from 'antd';
import { TEMP_PERSONA_ID_PREFIX, type PersonaRecord } from '@navia/contracts';
import { blankPersona } from '@navia/client-kit';
import { toPersonaInput } from '../../model/brand-record-input';
import { useBrandPlanLimits } from '../../model/plan-limits';
import { useRequiredFields } from '../../model/required-fields';
import { useItemList, type ListEntry } from '../../hooks/use-item-list';
import { useRemoval } from '../../hooks/use-removal';
import { ListHeader } from '../shared/list-header';
import { RemoveConfirm } from '../shared/remove-confirm';
import type { SectionProps } from '../section-props';
import { PersonaCard } from './persona-card';

/** 'temp-' plus a timestamp (spec part 2 §3); one past any id in use when two land in the same millisecond. */
function newPersonaId(taken: readonly ListEntry<PersonaRecord>[]): string {
  let stamp = Date.now();
  while (taken.some((e) => e.key === `${TEMP_PERSONA_ID_PREFIX}${stamp}`)) stamp += 1;
  return `${TEMP_PERSONA_ID_PREFIX}${stamp}`;
}

/** /brand-profile/who-you-serve: a card per persona, count/max from the plan, Add Persona, removal with confirmation. */
export function WhoYouServeSection({ record, save, reload }: SectionProps) {
  const { maxPersonas } = useBrandPlanLimits();
  const isRequired = useRequiredFields();
  const saved = record.personas.users;
  const saveList = useCallback(
    async (users: PersonaRecord[]) => (await save({ personas: { users: users.map(toPersonaInput) } })).personas.users,
    [save],
  );
  // A block saves its persona with the other blocks as saved; a new persona is appended to the saved ones.
  const { entries, add, drop, saveEntry } = useItemList(saved, saveList);

  const removal = useRemoval({ saved, saveList, drop, reload, failureTitle: 'Failed to remove persona' });

  return (
    <Flex vertical gap={24}>
      <ListHeader
        title="Your Personas"
        noun="persona"
        addLabel="Add Persona"
        count={entries.length}
        max={maxPersonas}
        onAdd={() => add(blankPersona(newPersonaId(entries)))}
      />
      {entries.length === 0 && (
        <Card>
          <Typography.Text type="secondary">You have not described anyone you serve yet. Use Add Persona to start.</Typography.Text>
        </Card>
      )}
      {entries.map((entry, index) => (
        <PersonaCard
          key={entry.key}
          entry={entry}
          index={index}
          canRemove={entries.length > 1}
          isRequired={isRequired}
          onSave={saveEntry}
          onRemove={removal.ask}
        />
      ))}
      <RemoveConfirm what="persona" open={removal.target !== null} busy={removal.busy} onCancel={removal.cancel} onConfirm={() => void removal.confirm()} />
    </Flex>
  );
}
