import { Steps } from 'antd';
import { ONBOARDING_STEPS, type StepNumber } from '../model/onboarding-steps';

const ITEMS = ONBOARDING_STEPS.map((step) => ({ title: step.title, content: 'subtitle' in step ? step.subtitle : undefined }));

/**
 * The side step list shown on large screens. antd marks the current step only visually, so the wizard also keeps
 * a 'Step n of 4' text for screen readers (see OnboardingWizard).
 */
export function StepList({ step }: { step: StepNumber }) {
  return <Steps orientation="vertical" current={step - 1} items={ITEMS} />;
}
