import { useId } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { Button, Card, Flex, Progress, Spin, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { StrategyListItem } from '@navia/contracts';
import { UPDATE_STRATEGY_MUTATION_KEY, UPDATE_STRATEGY_STATUS_MUTATION_KEY } from '../../api/query-keys';
import { formatDay, formatTimestampDay } from '../../model/dates';
import { CARD_DAILY_TIME, durationLabel, showsViewTasks, viewTasksPath } from '../../model/strategy-card-rules';
import { DetailItem } from '../shared/detail-item';

/** True while a status change of this strategy is in flight (Save & Close with the switch toggled, or the list call). */
function useStatusChangePending(strategyId: string): boolean {
  const pending = useMutationState({
    filters: {
      status: 'pending',
      predicate: (m) => {
        const key = m.options.mutationKey?.[0];
        return key === UPDATE_STRATEGY_MUTATION_KEY[0] || key === UPDATE_STRATEGY_STATUS_MUTATION_KEY[0];
      },
    },
    select: (m) => m.state.variables as { id: string; status?: string; completed?: boolean } | undefined,
  });
  return pending.some((v) => v?.id === strategyId && (v.status !== undefined || v.completed !== undefined));
}

interface StrategyCardProps {
  strategy: StrategyListItem;
  onManage: (id: string) => void;
}

/** spec part 2 §2.1 "Strategy card". */
export function StrategyCard({ strategy, onManage }: StrategyCardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const updating = useStatusChangePending(strategy.id);
  const completed = strategy.status === 'completed';

  return (
    <article aria-labelledby={titleId} aria-busy={updating || undefined} style={{ position: 'relative', height: '100%' }}>
      <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
        <Flex vertical gap={12} style={{ height: '100%' }}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            {strategy.deadline ? <Tag color="blue">{`by ${formatDay(strategy.deadline)}`}</Tag> : <span />}
            {completed && <Tag color="green">Strategy Complete</Tag>}
          </Flex>
          <div>
            <Typography.Title level={3} id={titleId} style={{ fontSize: 18, margin: 0 }}>
              {strategy.name}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} ellipsis={{ rows: 3 }}>
              {strategy.description}
            </Typography.Paragraph>
          </div>
          <Flex gap={24} wrap>
            <DetailItem label="Duration">{durationLabel(strategy)}</DetailItem>
            <DetailItem label="Avg. Daily Time">{CARD_DAILY_TIME}</DetailItem>
            {completed && <DetailItem label="Completed On">{formatTimestampDay(strategy.updatedAt)}</DetailItem>}
          </Flex>
          <Progress percent={strategy.completionPercentage} aria-label={`${strategy.name} progress`} />
          <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
            <Button type="primary" onClick={() => onManage(strategy.id)}>
              Track & Manage
            </Button>
            {showsViewTasks(strategy) && <Button onClick={() => navigate(viewTasksPath(strategy.name))}>View Tasks</Button>}
          </Flex>
        </Flex>
      </Card>
      {updating && (
        <Flex
          role="status"
          align="center"
          justify="center"
          gap={8}
          style={{ position: 'absolute', inset: 0, background: 'rgba(255,255,255,0.75)', borderRadius: 8 }}
        >
          <Spin size="small" />
          <Typography.Text>Updating...</Typography.Text>
        </Flex>
      )}
    </article>
  );
}
