import { useCallback, useId, useMemo } from 'react';
import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { PERSONA_LIMITS, type PersonaRecord } from '@navia/contracts';
import type { IsRequired } from '../../model/required-fields';
import { useEditableBlock } from '../../hooks/use-editable-block';
import type { ListEntry } from '../../hooks/use-item-list';
import { CHILDREN_CHOICES, EDUCATION_CHOICES, GENDER_CHOICES, INCOME_CHOICES, RELATIONSHIP_CHOICES } from '../../model/choice-labels';
import { EditableBlockCard } from '../shared/editable-block-card';
import { SelectField, type Choice } from '../shared/select-field';
import { TextField } from '../shared/text-field';

type PersonaKey = keyof typeof PERSONA_LIMITS & keyof PersonaRecord;

interface FieldSpec {
  key: PersonaKey;
  label: string;
  /** A Select of the enumeration instead of text. */
  choices?: Choice[];
  rows?: number;
  hint?: string;
  wide?: boolean;
}

/** spec part 2 §2.6: a persona's three blocks and their fields, in order. */
const WHO_THEY_ARE: FieldSpec[] = [
  { key: 'name', label: 'Persona name', wide: true },
  { key: 'age', label: 'Age range', hint: 'e.g. 25-34' },
  { key: 'gender', label: 'Gender', choices: GENDER_CHOICES },
  { key: 'location', label: 'Location' },
  { key: 'educationLevel', label: 'Education', choices: EDUCATION_CHOICES },
  { key: 'industry', label: 'Industry' },
  { key: 'occupation', label: 'Occupation' },
  { key: 'incomeLevel', label: 'Income', choices: INCOME_CHOICES },
  { key: 'relationshipStatus', label: 'Relationship status', choices: RELATIONSHIP_CHOICES },
  { key: 'childrenStatus', label: 'Children', choices: CHILDREN_CHOICES },
];
const AUDIENCE_PERSPECTIVE: FieldSpec[] = [
  { key: 'mainFrustration', label: 'Main frustration', rows: 3, wide: true },
  { key: 'mainNeed', label: 'Main need', rows: 3, wide: true },
  { key: 'obstacles', label: 'Obstacles', rows: 3, wide: true },
  { key: 'triedBefore', label: 'What they tried before', rows: 3, wide: true },
];
const WHERE_THEY_SPEND_TIME: FieldSpec[] = [
  { key: 'offlineTime', label: 'Offline time', hint: 'Where they spend time offline', rows: 3, wide: true },
  { key: 'onlineTime', label: 'Online time', hint: 'Where they spend time online', rows: 3, wide: true },
];

type PersonaPart = Partial<Record<PersonaKey, string>>;

interface PersonaBlockProps {
  title: string;
  fields: FieldSpec[];
  persona: PersonaRecord;
  isRequired: IsRequired;
  initiallyEditing: boolean;
  /** Keeps unsaved edits under this name (none for a persona not saved yet: it has no lasting id). */
  draftName: string | null;
  onSave: (part: PersonaPart) => Promise<unknown>;
}

function PersonaBlock({ title, fields, persona, isRequired, initiallyEditing, draftName, onSave }: PersonaBlockProps) {
  const baseline = useMemo(() => {
    const part: PersonaPart = {};
    for (const f of fields) part[f.key] = persona[f.key] ?? '';
    return part;
  }, [fields, persona]);
  const block = useEditableBlock({ baseline, onSave, initiallyEditing, draftName });
  const { values, editing, change } = block;

  return (
    <EditableBlockCard title={title} headingLevel={4} block={block} bare>
      <Row gutter={[16, 12]}>
        {fields.map((f) => {
          const value = values[f.key] ?? '';
          const required = isRequired(`personas.users.${f.key}`);
          const onChange = (next: string) => change({ [f.key]: next });
          return (
            <Col key={f.key} xs={24} md={f.wide ? 24 : 12}>
              {f.choices ? (
                <SelectField label={f.label} value={value} options={f.choices} onChange={onChange} editing={editing} required={required} allowClear />
              ) : (
                <TextField
                  label={f.label}
                  hint={f.hint}
                  value={value}
                  onChange={onChange}
                  editing={editing}
                  limit={PERSONA_LIMITS[f.key]}
                  required={required}
                  rows={f.rows}
                />
              )}
            </Col>
          );
        })}
      </Row>
    </EditableBlockCard>
  );
}

interface PersonaCardProps {
  entry: ListEntry<PersonaRecord>;
  index: number;
  canRemove: boolean;
  isRequired: IsRequired;
  onSave: (entry: ListEntry<PersonaRecord>, persona: PersonaRecord) => Promise<unknown>;
  onRemove: (entry: ListEntry<PersonaRecord>) => void;
}

/** One persona: Who They Are, Audience Perspective, Where They Spend Time, each edited and saved on its own. */
export function PersonaCard({ entry, index, canRemove, isRequired, onSave, onRemove }: PersonaCardProps) {
  const headingId = useId();
  const persona = entry.item;
  const savePart = useCallback((part: PersonaPart) => onSave(entry, { ...persona, ...part }), [onSave, entry, persona]);
  const title = `Persona ${index + 1}`;
  const draftName = (block: string) => (entry.pending ? null : `persona:${persona.id}:${block}`);

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <Flex vertical gap={24}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Flex align="center" gap={8} wrap>
              <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 18 }}>
                {title}
                {persona.name.trim() && <Typography.Text type="secondary">{`: ${persona.name}`}</Typography.Text>}
              </Typography.Title>
              {entry.pending && <Tag color="orange">Not saved yet</Tag>}
            </Flex>
            <Button danger onClick={() => onRemove(entry)} disabled={!canRemove} title={canRemove ? undefined : 'You need at least one persona'}>
              Remove
            </Button>
          </Flex>
          <PersonaBlock title="Who They Are" draftName={draftName("who")} fields={WHO_THEY_ARE} persona={persona} isRequired={isRequired} initiallyEditing={entry.pending} onSave={savePart} />
          <PersonaBlock title="Audience Perspective" draftName={draftName("perspective")} fields={AUDIENCE_PERSPECTIVE} persona={persona} isRequired={isRequired} initiallyEditing={false} onSave={savePart} />
          <PersonaBlock title="Where They Spend Time" draftName={draftName("time")} fields={WHERE_THEY_SPEND_TIME} persona={persona} isRequired={isRequired} initiallyEditing={false} onSave={savePart} />
        </Flex>
      </Card>
    </section>
  );
}
