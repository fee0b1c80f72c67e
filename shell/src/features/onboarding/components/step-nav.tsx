import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';

interface StepNavProps {
  onBack: () => void;
  backDisabled?: boolean;
  nextDisabled?: boolean;
  /** Step 4 names its submit button differently ("Let's go! →"). */
  nextLabel?: ReactNode;
}

/** Back and Next under every step. Next submits the step's form, so Enter in a field behaves like clicking it. */
export function StepNav({ onBack, backDisabled = false, nextDisabled = false, nextLabel = 'Next' }: StepNavProps) {
  return (
    <Flex justify="space-between" gap={12} style={{ marginTop: 32 }}>
      <Button onClick={onBack} disabled={backDisabled}>
        Back
      </Button>
      <Button type="primary" htmlType="submit" disabled={nextDisabled}>
        {nextLabel}
      </Button>
    </Flex>
  );
}
