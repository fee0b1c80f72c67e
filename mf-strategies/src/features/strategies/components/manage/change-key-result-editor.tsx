import { useId, useState } from 'react';
import { Flex, Input, Progress, Typography } from 'antd';
import { isRateLimited, refusedWriteText, useLatestValueWriter, useToast } from '@navia/client-kit';
import { changeProgressPercent, type KeyResult } from '@navia/contracts';
import { updateKeyResult } from '../../api/update-key-result';
import { toCurrentValue } from '../../model/key-result-value';
import { keyResultUnit } from '../../model/launch-form';

const UPDATE_FAILED = { title: 'Failed to Update Progress', description: 'There was an error updating your progress. Please try again.' };

/**
 * A change key result in Track & Manage: the current value, sent as it is edited (spec part 2 §5), and its progress
 * from the starting value to the target. Keystrokes are coalesced and sent one at a time, so what is stored is the
 * last value typed (never "98" of "9876543"); a refused value stays in the input, is told in a toast with Retry, and
 * a 429 is waited out and sent again. The server's answers are not written back.
 */
export function ChangeKeyResultEditor({ keyResult }: { keyResult: KeyResult }) {
  const inputId = useId();
  const toast = useToast();
  const writer = useLatestValueWriter<number>(
    (value) => updateKeyResult(keyResult.id, value),
    (error, _value, retry) => {
      console.error('Failed to update key result', error);
      toast({
        title: UPDATE_FAILED.title,
        description: isRateLimited(error) ? refusedWriteText(error) : UPDATE_FAILED.description,
        variant: 'error',
        action: { label: 'Retry', onClick: retry },
      });
    },
  );
  const [text, setText] = useState(() => String(keyResult.currentValue));
  const unit = keyResultUnit(keyResult.unit);
  const current = toCurrentValue(text);

  const edit = (next: string) => {
    const value = toCurrentValue(next);
    // A negative number is not kept on screen either: the field shows what is sent.
    setText(next.trim().startsWith('-') ? String(value) : next);
    writer.write(value);
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
