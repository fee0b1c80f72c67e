import type { FormEvent } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useToast } from '@navia/client-kit';
import type { Industry } from '@navia/contracts';
import { NORTH_STAR_EXAMPLES } from '../model/north-star-examples';
import { EMPTY_STATEMENT, isStatementComplete, pickExample, type NorthStarDraft } from '../model/north-star-statement';
import { NorthStarSentence } from './north-star-sentence';
import { StepNav } from './step-nav';

interface NorthStarStepProps {
  companyName: string;
  industry: Industry | '';
  statement: NorthStarDraft;
  onChange: (patch: Partial<NorthStarDraft>) => void;
  onReplace: (statement: NorthStarDraft) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 3 'Your North Star Statement': the four-part sentence, Clear, and an example for the chosen industry. */
export function NorthStarStep({ companyName, industry, statement, onChange, onReplace, onBack, onNext }: NorthStarStepProps) {
  const toast = useToast();

  const clear = () => {
    onReplace(EMPTY_STATEMENT);
    toast({ title: 'Form cleared', description: 'All fields have been reset.', variant: 'info' });
  };

  const showExample = () => {
    if (industry === '') {
      toast({ title: 'No industry selected', description: 'Please select your industry in Step 1 first.', variant: 'warning' });
      return;
    }
    const example = pickExample(NORTH_STAR_EXAMPLES[industry], statement);
    if (!example) {
      toast({ title: 'No examples found', description: 'No examples available for your selected industry.', variant: 'warning' });
      return;
    }
    onReplace(example);
    toast({ title: 'Example loaded!', description: `Populated with an example for ${industry}`, variant: 'success' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isStatementComplete(statement)) onNext();
    else
      toast({
        title: 'Please complete all fields',
        description: 'All fields in your North Star Statement are required to continue.',
        variant: 'error',
      });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Flex vertical gap={24}>
        <NorthStarSentence companyName={companyName} value={statement} onChange={onChange} />
        <Flex wrap gap={12}>
          <Button onClick={clear}>Clear</Button>
          <Button onClick={showExample}>Show me an example</Button>
        </Flex>
        <Typography.Text type="secondary">
          You can update your North Star Statement later in Brand Headquarters.
        </Typography.Text>
      </Flex>
      <StepNav onBack={onBack} />
    </form>
  );
}
