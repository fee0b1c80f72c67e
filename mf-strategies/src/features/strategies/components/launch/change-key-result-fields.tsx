import { useId } from 'react';
import { Flex, Input, Radio, Typography } from 'antd';
import { projectedTarget } from '@navia/contracts';
import { digitsOnly, keyResultUnit, type ChangeKeyResult } from '../../model/launch-form';

interface ChangeKeyResultFieldsProps {
  keyResult: ChangeKeyResult;
  value: string;
  percent: string;
  disabled: boolean;
  onValueChange: (value: string) => void;
  onPercentChange: (percent: string) => void;
}

/** spec part 2 §2.4 and §5: current value (digits only), percentage increase, projected target. */
export function ChangeKeyResultFields({ keyResult, value, percent, disabled, onValueChange, onPercentChange }: ChangeKeyResultFieldsProps) {
  const inputId = useId();
  const percentLabelId = useId();
  const unit = keyResultUnit(keyResult.unit);
  const projected = projectedTarget(value, percent);
  return (
    <Flex vertical gap={8}>
      <Flex vertical gap={4}>
        <label htmlFor={inputId}>{`Current ${unit}`}</label>
        <Input
          id={inputId}
          inputMode="numeric"
          placeholder="Enter your current number"
          value={value}
          disabled={disabled}
          onChange={(e) => onValueChange(digitsOnly(e.target.value))}
          style={{ maxWidth: 240 }}
        />
      </Flex>
      <Flex vertical gap={4}>
        <span id={percentLabelId}>Percentage increase</span>
        <Radio.Group
          aria-labelledby={percentLabelId}
          optionType="button"
          value={percent}
          disabled={disabled}
          onChange={(e) => onPercentChange(String(e.target.value))}
          options={keyResult.target_value.map((option) => ({ value: option, label: `${option}%` }))}
        />
      </Flex>
      {projected !== undefined && (
        <Typography.Text>
          Projected target: <Typography.Text strong>{`${projected} ${unit}`}</Typography.Text>
        </Typography.Text>
      )}
    </Flex>
  );
}
