import type { FormEvent } from 'react';
import { Typography } from 'antd';
import { StepNav } from './step-nav';

interface LaunchStepProps {
  companyName: string;
  pending: boolean;
  onBack: () => void;
  onLaunch: () => void;
}

/** Step 4 'Launch with confidence': the welcome and the button that completes onboarding. */
export function LaunchStep({ companyName, pending, onBack, onLaunch }: LaunchStepProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onLaunch();
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Typography.Title level={2}>Nice to meet you, {companyName}!</Typography.Title>
      <Typography.Paragraph>
        Your business details and North Star Statement are ready. We will use them to tailor your strategies, tasks and
        content.
      </Typography.Paragraph>
      <StepNav
        onBack={onBack}
        backDisabled={pending}
        nextDisabled={pending}
        nextLabel={pending ? 'Setting up...' : "Let's go! →"}
      />
    </form>
  );
}
