import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}

/**
 * A visible label tied to its control by id. The required mark and the hint sit outside the <label>, so the field's
 * accessible name is exactly the label text ('Business name', not 'Business name *').
 */
export function FormField({ id, label, required = false, hint, children }: FormFieldProps) {
  return (
    <Flex vertical gap={6}>
      <Flex gap={6} align="baseline">
        <Typography.Text strong>
          <label htmlFor={id}>{label}</label>
        </Typography.Text>
        {required && (
          <Typography.Text type="danger" aria-hidden="true">
            *
          </Typography.Text>
        )}
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </Flex>
      {children}
    </Flex>
  );
}
