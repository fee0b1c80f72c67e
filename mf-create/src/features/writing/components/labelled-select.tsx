import { useId, type ReactNode } from 'react';
import { Flex, Select, Typography } from 'antd';

/** A select with a visible label the select is named by (antd's Select takes no <label for>). */
export function LabelledSelect({
  label,
  value,
  options,
  loading,
  notFound,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: ReactNode; title?: string }[];
  loading?: boolean;
  notFound?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <Typography.Text id={id}>{label}</Typography.Text>
      <Select
        aria-labelledby={id}
        // null, not undefined: undefined would make the select uncontrolled and let it show a refused choice.
        value={value || null}
        placeholder={`Select ${label.toLowerCase()}`}
        options={options}
        loading={loading}
        notFoundContent={loading ? 'Loading...' : notFound}
        onChange={onChange}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}
