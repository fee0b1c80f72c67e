import { Button, Flex, Tabs } from 'antd';
import type { StrategyListItem } from '@navia/contracts';
import { STRATEGY_TABS, type StrategyTab } from '../../model/strategy-card-rules';
import { StateMessage } from '../shared/state-message';
import { StrategyGrid } from './strategy-grid';

export const NO_STRATEGIES_YET = "You haven't launched a strategy yet. Use Launch a Strategy to start your first one.";

interface StrategyListProps {
  strategies: readonly StrategyListItem[];
  tab: StrategyTab;
  onTabChange: (tab: StrategyTab) => void;
  onManage: (id: string) => void;
}

function TabContent({ strategies, tab, onTabChange, onManage }: StrategyListProps) {
  const active = tab === 'completed' ? [] : strategies.filter((s) => s.status === 'active');
  const completed = tab === 'active' ? [] : strategies.filter((s) => s.status === 'completed');
  if (active.length === 0 && completed.length === 0) {
    // spec part 2 §2.1's empty-filter text points to another tab, which only helps on Active or Completed: on All
    // Strategies there is no other tab with anything in it, so it says there is nothing yet and how to start.
    if (tab === 'all') return <StateMessage title="No strategies found" description={NO_STRATEGIES_YET} />;
    return (
      <StateMessage
        title="No strategies found"
        description="No strategies match the current filter. Try selecting a different tab"
        action={<Button onClick={() => onTabChange('all')}>View All Strategies</Button>}
      />
    );
  }
  return (
    <Flex vertical gap={24}>
      {active.length > 0 && <StrategyGrid title="Active Strategies" strategies={active} onManage={onManage} />}
      {completed.length > 0 && <StrategyGrid title="Completed Strategies" strategies={completed} onManage={onManage} />}
    </Flex>
  );
}

/** spec part 2 §2.1: the filter tabs and, under the chosen one, its sections or the empty-filter state. */
export function StrategyList(props: StrategyListProps) {
  const { tab, onTabChange } = props;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onTabChange(key as StrategyTab)}
      // Only the chosen tab renders its cards: the three panes would otherwise hold the same cards twice.
      items={STRATEGY_TABS.map(({ key, label }) => ({ key, label, children: key === tab ? <TabContent {...props} /> : null }))}
    />
  );
}
