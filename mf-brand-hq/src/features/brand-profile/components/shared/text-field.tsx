import { useId, type ChangeEvent } from 'react';
import { Flex, Input, Typography } from 'antd';
import { FieldLabel } from './field-label';

interface TextFieldProps {
  /** The visible label, which is also the accessible name. */
  label: string;
  /** Hides the visible label (a row whose checkbox already says what the field is); the name is still `label`. */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  editing: boolean;
  disabled?: boolean;
  /** spec part 2 §5 "Brand text limits": shown as count/limit. */
  limit?: number;
  required?: boolean;
  rows?: number;
  hint?: string;
  /** A message under the field; styles it as an error. */
  error?: string;
  placeholder?: string;
  type?: 'text' | 'url';
  inputMode?: 'text' | 'url' | 'decimal';
  autoComplete?: string;
}

/** Character count over the limit, e.g. '12/50' (spec part 2 §5). */
export const counterText = (value: string, limit: number) => `${value.length}/${limit}`;

/**
 * A labelled text field with its character counter. Read-only (not disabled: a click on it enters edit mode) until
 * the block is edited. An empty required field is highlighted; one over its limit or with an error is red.
 */
export function TextField({
  label,
  hideLabel = false,
  value,
  onChange,
  editing,
  disabled = false,
  limit,
  required = false,
  rows,
  hint,
  error,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete = 'off',
}: TextFieldProps) {
  const id = useId();
  const countId = useId();
  const hintId = useId();
  const errorId = useId();
  const emptyRequired = required && value.trim() === '';
  const overLimit = limit !== undefined && value.length > limit;
  const invalid = overLimit || Boolean(error);
  const describedBy = [hint && !hideLabel ? hintId : null, limit !== undefined ? countId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const common = {
    id,
    value,
    readOnly: !editing,
    disabled,
    variant: editing ? ('outlined' as const) : ('filled' as const),
    status: invalid ? ('error' as const) : emptyRequired ? ('warning' as const) : undefined,
    maxLength: limit,
    placeholder,
    'aria-label': hideLabel ? label : undefined,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };

  return (
    <Flex vertical gap={4} data-empty-required={emptyRequired || undefined} style={{ minWidth: 0 }}>
      {!hideLabel && <FieldLabel htmlFor={id} label={label} required={required} hint={hint} hintId={hintId} />}
      {rows ? (
        <Input.TextArea {...common} rows={rows} />
      ) : (
        <Input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} />
      )}
      {(error || limit !== undefined) && (
        <Flex justify="space-between" gap={8}>
          <Typography.Text type="danger" id={errorId} style={{ fontSize: 12 }}>
            {error}
          </Typography.Text>
          {limit !== undefined && (
            <Typography.Text id={countId} type={overLimit ? 'danger' : 'secondary'} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {counterText(value, limit)}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}
