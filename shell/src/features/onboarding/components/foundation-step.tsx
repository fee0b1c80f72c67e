import type { FormEvent, KeyboardEvent } from 'react';
import { Flex, Input, Select } from 'antd';
import { useToast } from '@navia/client-kit';
import { BRAND_TEXT_LIMITS, INDUSTRIES, type Industry } from '@navia/contracts';
import { isFoundationComplete, type WizardProgress } from '../wizard-progress';
import { FormField } from './form-field';
import { StepNav } from './step-nav';

const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({ value: industry, label: industry }));

interface FoundationStepProps {
  progress: WizardProgress;
  onChange: (patch: Partial<Pick<WizardProgress, 'companyName' | 'website' | 'industry'>>) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 1 'Set the foundation': business name, website, industry. */
export function FoundationStep({ progress, onChange, onBack, onNext }: FoundationStepProps) {
  const toast = useToast();
  const complete = isFoundationComplete(progress);

  const submit = () => {
    if (complete) onNext();
    else
      toast({
        title: 'Please fill required fields',
        description: 'Company name and industry are required to continue.',
        variant: 'error',
      });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // A disabled Next blocks the browser's implicit submission, so Enter in a text field would do nothing; handle it
  // here to say what is missing. The industry combobox keeps Enter for picking an option.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    const inTextField = target.tagName === 'INPUT' && target.getAttribute('role') !== 'combobox';
    if (event.key !== 'Enter' || complete || !inTextField) return;
    event.preventDefault();
    submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <Flex vertical gap={20}>
        <FormField id="onboarding-company-name" label="Business name" required>
          <Input
            id="onboarding-company-name"
            value={progress.companyName}
            onChange={(e) => onChange({ companyName: e.target.value })}
            maxLength={BRAND_TEXT_LIMITS.companyName}
            autoComplete="organization"
            aria-required="true"
          />
        </FormField>
        <FormField id="onboarding-website" label="Website" hint="(optional)">
          <Input
            id="onboarding-website"
            type="url"
            inputMode="url"
            value={progress.website}
            onChange={(e) => onChange({ website: e.target.value })}
            maxLength={BRAND_TEXT_LIMITS.website}
            placeholder="https://example.com"
            autoComplete="url"
          />
        </FormField>
        <FormField id="onboarding-industry" label="Industry" required>
          <Select<Industry>
            id="onboarding-industry"
            showSearch
            virtual={false}
            options={INDUSTRY_OPTIONS}
            value={progress.industry || undefined}
            onChange={(industry) => onChange({ industry })}
            placeholder="Select your industry"
            aria-required="true"
            style={{ width: '100%' }}
          />
        </FormField>
      </Flex>
      <StepNav onBack={onBack} backDisabled nextDisabled={!complete} />
    </form>
  );
}
