import { useCallback, useMemo } from 'react';
import { Col, Row } from 'antd';
import { BRAND_DATA_LIMITS, normalizeWebsite, toStoredStage, type BrandDataPatchInput } from '@navia/contracts';
import type { BrandRecord } from '@navia/client-kit';
import type { IsRequired } from '../../model/required-fields';
import { useEditableBlock } from '../../hooks/use-editable-block';
import { INDUSTRY_CHOICES } from '../../model/choice-labels';
import { EditableBlockCard } from '../shared/editable-block-card';
import { SelectField } from '../shared/select-field';
import { TextField } from '../shared/text-field';
import { StageRadioList } from './stage-radio-list';

type CompanyForm = Pick<BrandRecord, 'companyName' | 'website' | 'industry' | 'businessStage'>;

interface BlockProps {
  record: BrandRecord;
  save: (patch: BrandDataPatchInput) => Promise<unknown>;
  isRequired: IsRequired;
}

/** Your Company: name, website and industry, business stage. Saves those four keys (the stage in stored form). */
export function CompanyBlock({ record, save, isRequired }: BlockProps) {
  const baseline = useMemo<CompanyForm>(
    () => ({ companyName: record.companyName, website: record.website, industry: record.industry, businessStage: record.businessStage }),
    [record.companyName, record.website, record.industry, record.businessStage],
  );
  const onSave = useCallback(
    (v: CompanyForm) =>
      save({
        companyName: v.companyName.trim(),
        // 'bean.example' is saved as https://bean.example, as onboarding does (the server takes http(s) URLs only).
        website: normalizeWebsite(v.website),
        industry: v.industry as BrandDataPatchInput['industry'],
        businessStage: toStoredStage(v.businessStage),
      }),
    [save],
  );
  const block = useEditableBlock({ baseline, onSave, draftName: 'company' });
  const { values, editing, change } = block;

  return (
    <EditableBlockCard title="Your Company" block={block}>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <TextField
            label="Company name"
            value={values.companyName}
            onChange={(companyName) => change({ companyName })}
            editing={editing}
            limit={BRAND_DATA_LIMITS.companyName}
            required={isRequired('companyName')}
            autoComplete="organization"
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            label="Website"
            value={values.website}
            onChange={(website) => change({ website })}
            editing={editing}
            limit={BRAND_DATA_LIMITS.website}
            required={isRequired('website')}
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            autoComplete="url"
          />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            label="Industry"
            value={values.industry}
            options={INDUSTRY_CHOICES}
            onChange={(industry) => change({ industry })}
            editing={editing}
            required={isRequired('industry')}
            placeholder="Select your industry"
            showSearch
          />
        </Col>
        <Col xs={24}>
          <StageRadioList
            savedValue={record.businessStage}
            value={values.businessStage}
            onChange={(businessStage) => change({ businessStage })}
            required={isRequired('businessStage')}
          />
        </Col>
      </Row>
    </EditableBlockCard>
  );
}
