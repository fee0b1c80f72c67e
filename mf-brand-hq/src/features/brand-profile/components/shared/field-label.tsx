import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

interface FieldLabelProps {
  htmlFor?: string;
  id?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId?: string;
}

/**
 * A visible label; the required mark and the hint sit outside the <label> so the accessible name is exactly the
 * label text ('Company name', not 'Company name *').
 */
export function FieldLabel({ htmlFor, id, label, required = false, hint, hintId }: FieldLabelProps) {
  return (
    <Flex gap={6} align="baseline" wrap>
      <Typography.Text strong>
        {htmlFor ? (
          <label htmlFor={htmlFor} id={id}>
            {label}
          </label>
        ) : (
          <span id={id}>{label}</span>
        )}
      </Typography.Text>
      {required && (
        <Typography.Text type="danger" aria-hidden="true">
          *
        </Typography.Text>
      )}
      {hint && (
        <Typography.Text type="secondary" id={hintId} style={{ fontSize: 13 }}>
          {hint}
        </Typography.Text>
      )}
    </Flex>
  );
}
