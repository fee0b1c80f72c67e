import { useCallback, useMemo } from 'react';
import { Flex } from 'antd';
import { BRAND_DATA_LIMITS, type BrandDataPatchInput } from '@navia/contracts';
import type { BrandRecord } from '@navia/client-kit';
import type { IsRequired } from '../../model/required-fields';
import { useEditableBlock } from '../../hooks/use-editable-block';
import { EditableBlockCard } from '../shared/editable-block-card';
import { TextField } from '../shared/text-field';

type PurposeForm = Pick<BrandRecord, 'companyStory' | 'companyMission' | 'companyVision'>;

/** spec part 2 §9: purpose text areas have 4 rows. */
const PURPOSE_ROWS = 4;

interface BlockProps {
  record: BrandRecord;
  save: (patch: BrandDataPatchInput) => Promise<unknown>;
  isRequired: IsRequired;
}

/** Company Purpose: About Your Business (the story), Mission, Vision. */
export function PurposeBlock({ record, save, isRequired }: BlockProps) {
  const baseline = useMemo<PurposeForm>(
    () => ({ companyStory: record.companyStory, companyMission: record.companyMission, companyVision: record.companyVision }),
    [record.companyStory, record.companyMission, record.companyVision],
  );
  const onSave = useCallback((v: PurposeForm) => save(v), [save]);
  const block = useEditableBlock({ baseline, onSave, draftName: 'purpose' });
  const { values, editing, change } = block;

  return (
    <EditableBlockCard title="Company Purpose" block={block}>
      <Flex vertical gap={16}>
        <TextField
          label="About Your Business"
          hint="Your story: how it started and why"
          value={values.companyStory}
          onChange={(companyStory) => change({ companyStory })}
          editing={editing}
          limit={BRAND_DATA_LIMITS.companyStory}
          required={isRequired('companyStory')}
          rows={PURPOSE_ROWS}
        />
        <TextField
          label="Mission"
          hint="What you do, for whom, and why"
          value={values.companyMission}
          onChange={(companyMission) => change({ companyMission })}
          editing={editing}
          limit={BRAND_DATA_LIMITS.companyMission}
          required={isRequired('companyMission')}
          rows={PURPOSE_ROWS}
        />
        <TextField
          label="Vision"
          hint="Where you are headed"
          value={values.companyVision}
          onChange={(companyVision) => change({ companyVision })}
          editing={editing}
          limit={BRAND_DATA_LIMITS.companyVision}
          required={isRequired('companyVision')}
          rows={PURPOSE_ROWS}
        />
      </Flex>
    </EditableBlockCard>
  );
}
