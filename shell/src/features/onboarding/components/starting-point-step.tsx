import type { FormEvent } from 'react';
import { Typography } from 'antd';
import { BUSINESS_STAGES, OFFERED_STAGE_IDS, stageScreenLabel } from '@navia/contracts';
import type { WizardProgress } from '../model/wizard-progress';
import { StageCarousel } from './stage-carousel';
import { StepNav } from './step-nav';

/** spec part 1 §3: five stages exist, onboarding offers launch, build and grow. */
const OFFERED_STAGES = BUSINESS_STAGES.filter((stage) => OFFERED_STAGE_IDS.includes(stage.id));

interface StartingPointStepProps {
  businessStage: WizardProgress['businessStage'];
  onChange: (businessStage: string) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2 'Map your starting point': pick one stage; the screen form ('STAGE 1 - Launch') is what gets sent. */
export function StartingPointStep({ businessStage, onChange, onBack, onNext }: StartingPointStepProps) {
  const selected = OFFERED_STAGES.find((stage) => stageScreenLabel(stage) === businessStage) ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected) onNext();
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Typography.Paragraph>Choose the stage that best describes your business today.</Typography.Paragraph>
      <StageCarousel
        stages={OFFERED_STAGES}
        selectedId={selected?.id ?? null}
        onSelect={(stage) => onChange(stageScreenLabel(stage))}
      />
      <StepNav onBack={onBack} nextDisabled={!selected} />
    </form>
  );
}
