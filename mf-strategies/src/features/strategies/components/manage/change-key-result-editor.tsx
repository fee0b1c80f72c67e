import { useId, useState } from 'react';
import { Flex, Input, Progress, Typography } from 'antd';
import { useToast } from '@navia/client-kit';
import { changeProgressPercent, type KeyResult } from '@navia/contracts';
import { useUpdateKeyResult } from '../../api/update-key-result';
import { toCurrentValue } from '../../model/key-result-value';
import { keyResultUnit } from '../../model/launch-form';

/**
 * A change key result in Track & Manage: the current value, sent on every edit (spec part 2 §5), and its progress
 * from the starting value to the target. The input keeps what was typed; the server's answers are not written back.
 */
export function ChangeKeyResultEditor({ keyResult }: { keyResult: KeyResult }) {
  const inputId = useId();
  const toast = useToast();
  const { mutate } = useUpdateKeyResult();
  const [text, setText] = useState(() => String(keyResult.currentValue));
  const unit = keyResultUnit(keyResult.unit);
  const current = toCurrentValue(text);

  const edit = (next: string) => {
    const value = toCurrentValue(next);
    // A negative number is not kept on screen either: the field shows what is sent.
    setText(next.trim().startsWith('-') ? String(value) : next);
    mutate(
      { id: keyResult.id, currentValue: value },
      {
        onError: (error) => {
          console.error('Failed to update key result', error);
          toast({ title: 'Failed to Update Progress', description: 'There was an error updating your progress. Please try again.', variant: 'error' });
        },
      },
    );
  };

  return (
    <Flex vertical gap={6}>
      <Flex vertical gap={4}>
        <label htmlFor={inputId}>{`Current ${unit}`}</label>
        <Input id={inputId} type="number" min={0} inputMode="numeric" value={text} onChange={(e) => edit(e.target.value)} style={{ maxWidth: 200 }} />
      </Flex>
      <Typography.Text type="secondary">{`Started at ${keyResult.startingValue}, target ${keyResult.targetValue} ${unit}`}</Typography.Text>
      <Progress
        percent={changeProgressPercent(keyResult.startingValue, current, keyResult.targetValue)}
        size="small"
        aria-label={`${keyResult.description} progress`}
      />
    </Flex>
  );
}
