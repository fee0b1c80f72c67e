import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Flex, Input, Select, Typography } from 'antd';
import { useToast } from '@navia/client-kit';
import { BRAND_TEXT_LIMITS, INDUSTRIES, type Industry } from '@navia/contracts';
import { WEBSITE_INVALID, hasFoundationRequired, isFoundationComplete, isWebsiteValid, type WizardProgress } from '../model/wizard-progress';
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
  // The website's error shows once the person has left the field (or tried to go on), not while they type; a
  // restored draft with a bad address shows it at once, since it is why Next is disabled.
  const [websiteTouched, setWebsiteTouched] = useState(() => !isWebsiteValid(progress.website));
  const websiteError = websiteTouched && !isWebsiteValid(progress.website) ? WEBSITE_INVALID : null;

  const submit = () => {
    if (complete) onNext();
    else if (hasFoundationRequired(progress)) {
      setWebsiteTouched(true);
      document.getElementById('onboarding-website')?.focus();
    } else
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
            onBlur={() => setWebsiteTouched(true)}
            maxLength={BRAND_TEXT_LIMITS.website}
            placeholder="https://example.com"
            autoComplete="url"
            status={websiteError ? 'error' : undefined}
            aria-invalid={websiteError ? true : undefined}
            aria-describedby={websiteError ? 'onboarding-website-error' : undefined}
          />
          {websiteError && (
            <Typography.Text id="onboarding-website-error" type="danger" role="alert">
              {websiteError}
            </Typography.Text>
          )}
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
