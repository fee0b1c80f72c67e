import { Button, Flex, Select } from 'antd';
import { GOAL_FILTER_OPTIONS, PLATFORM_FILTER_OPTIONS, isFiltered, type TemplateFilters } from '../../model/template-filters';

interface TemplateFilterBarProps {
  filters: TemplateFilters;
  onChange: (filters: TemplateFilters) => void;
}

/** spec part 2 §2.3: the goal and platform filters and the All reset. */
export function TemplateFilterBar({ filters, onChange }: TemplateFilterBarProps) {
  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label="Goal"
        value={filters.goal}
        onChange={(goal) => onChange({ ...filters, goal })}
        options={GOAL_FILTER_OPTIONS.map(({ value, label }) => ({ value, label }))}
        style={{ flex: '1 1 150px', minWidth: 0 }}
      />
      <Select
        aria-label="Platform"
        value={filters.platform}
        onChange={(platform) => onChange({ ...filters, platform })}
        options={PLATFORM_FILTER_OPTIONS.map(({ value, label }) => ({ value, label }))}
        style={{ flex: '1 1 150px', minWidth: 0 }}
      />
      <Button type={isFiltered(filters) ? 'default' : 'primary'} aria-pressed={!isFiltered(filters)} onClick={() => onChange({ goal: 'all', platform: 'all' })}>
        All
      </Button>
    </Flex>
  );
}
