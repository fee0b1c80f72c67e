import { useId } from 'react';
import { Flex, Radio, Typography } from 'antd';
import { stageChoices } from '../../model/business-stage';
import { FieldLabel } from '../shared/field-label';

interface StageRadioListProps {
  /** The saved stage: one outside the offered three stays selectable. */
  savedValue: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  disabled?: boolean;
}

/** Business stage: a radio per offered stage, each with what the stage means (spec part 2 §2.6). */
export function StageRadioList({ savedValue, value, onChange, required, disabled }: StageRadioListProps) {
  const labelId = useId();
  const idPrefix = useId();
  const choices = stageChoices(savedValue);
  const emptyRequired = required && value === '';
  return (
    <Flex vertical gap={8} data-empty-required={emptyRequired || undefined}>
      <FieldLabel id={labelId} label="Business stage" required={required} />
      <Radio.Group
        aria-labelledby={labelId}
        aria-required={required || undefined}
        value={value || undefined}
        onChange={(e) => onChange(String(e.target.value))}
        disabled={disabled}
        style={{ width: '100%' }}
      >
        <Flex vertical gap={12}>
          {choices.map((choice, i) => {
            const descriptionId = `${idPrefix}-stage-${i}`;
            return (
              <Flex vertical gap={2} key={choice.value}>
                <Radio value={choice.value} aria-describedby={choice.description ? descriptionId : undefined}>
                  <Typography.Text strong>{choice.value}</Typography.Text>
                </Radio>
                {choice.description && (
                  <Typography.Text type="secondary" id={descriptionId} style={{ paddingInlineStart: 24, fontSize: 13 }}>
                    {choice.description}
                  </Typography.Text>
                )}
              </Flex>
            );
          })}
        </Flex>
      </Radio.Group>
    </Flex>
  );
}
