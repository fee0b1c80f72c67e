import { Input } from 'antd';
import { FILE_NAME_MAX } from '@navia/contracts';

/**
 * The inline-editable file name (spec part 2 §2.8). An input styled as a title: always reachable by keyboard, and
 * Enter or Escape hands focus back without extra buttons. Generated names are long ('{topic} - Navia Created
 * Content - {date}'): at rest a name wider than the bar ends in an ellipsis rather than mid-letter, and the whole
 * name is its tooltip.
 */
export function FileNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  return (
    <Input
      aria-label="File name"
      value={value}
      title={value}
      maxLength={FILE_NAME_MAX}
      variant="borderless"
      onChange={(e) => onChange(e.target.value)}
      onPressEnter={(e) => e.currentTarget.blur()}
      onKeyDown={(e) => {
        if (e.key === 'Escape') e.currentTarget.blur();
      }}
      style={{ fontSize: 18, fontWeight: 600, paddingInline: 4, minWidth: 0, textOverflow: 'ellipsis' }}
    />
  );
}
