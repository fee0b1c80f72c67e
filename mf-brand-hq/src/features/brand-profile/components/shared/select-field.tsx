import { useId } from 'react';
import { Flex, Select } from 'antd';
import type { Choice } from '../../model/choice-labels';
import { FieldLabel } from './field-label';

export type { Choice };

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
  editing: boolean;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  /** Fixed width (the emoji style picker is about 220 px); full width otherwise. */
  width?: number;
  showSearch?: boolean;
  allowClear?: boolean;
}

/**
 * A labelled Select. While the block is read-only it does not open (a click enters edit mode first). A stored value
 * outside the options is still shown as it is.
 */
export function SelectField(props: SelectFieldProps) {
  const { label, value, options, onChange, editing, disabled = false, required = false, placeholder, width, showSearch, allowClear } = props;
  const id = useId();
  const emptyRequired = required && value === '';
  return (
    <Flex vertical gap={4} data-empty-required={emptyRequired || undefined} style={{ minWidth: 0 }}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Select<string>
        id={id}
        value={value || undefined}
        options={options as Choice[]}
        onChange={(next) => onChange(next ?? '')}
        open={editing ? undefined : false}
        disabled={disabled}
        variant={editing ? 'outlined' : 'filled'}
        status={emptyRequired ? 'warning' : undefined}
        placeholder={placeholder ?? 'Select...'}
        aria-required={required || undefined}
        showSearch={showSearch && editing}
        allowClear={allowClear && editing}
        virtual={false}
        style={{ width: width ?? '100%', maxWidth: '100%' }}
      />
    </Flex>
  );
}
