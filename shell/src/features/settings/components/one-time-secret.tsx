import type { ReactNode } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useCopyToClipboard } from '@navia/client-kit';

interface OneTimeSecretProps {
  title: string;
  /** What the secret is for; the page adds that it is shown only this once. */
  explanation: ReactNode;
  /** The field's accessible name ("New API token", "Signing secret"). */
  label: string;
  secret: string;
  copyLabel: string;
}

/** A secret the server answers once (an API token, a webhook's signing secret), with a copy button. */
export function OneTimeSecret({ title, explanation, label, secret, copyLabel }: OneTimeSecretProps) {
  const copy = useCopyToClipboard();
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      title={title}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>{explanation}</Typography.Text>
          <Flex gap={8} wrap>
            <Input readOnly value={secret} aria-label={label} style={{ flex: '1 1 240px', fontFamily: 'monospace' }} />
            <Button onClick={() => void copy(secret)}>{copyLabel}</Button>
          </Flex>
        </Flex>
      }
    />
  );
}
