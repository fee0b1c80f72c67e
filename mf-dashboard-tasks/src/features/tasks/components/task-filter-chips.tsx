import { Button, Flex } from 'antd';
import type { FilterChip } from '../model/task-filters';

/**
 * The filter chips (spec part 1 §2). Toggle buttons in a labelled group: each says whether it is the filter in
 * effect, and they wrap onto more lines on a narrow screen instead of scrolling sideways.
 */
export function TaskFilterChips({ chips, value, onChange }: { chips: FilterChip[]; value: string; onChange: (value: string) => void }) {
  return (
    <Flex role="group" aria-label="Filter tasks" wrap gap={8}>
      {chips.map((chip) => {
        const active = chip.value === value;
        return (
          <Button
            key={chip.value}
            shape="round"
            type={active ? 'primary' : 'default'}
            aria-pressed={active}
            onClick={() => onChange(chip.value)}
            style={{ maxWidth: '100%' }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{chip.label}</span>
          </Button>
        );
      })}
    </Flex>
  );
}
