import { Button, Flex, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { VISUALLY_HIDDEN } from '@navia/client-kit';
import { countNoun, nounFor } from '@navia/contracts';
import { canAddMore, formatCap } from '../../model/plan-limits';
import { PlanLimitNotice } from './plan-limit-notice';

interface ListHeaderProps {
  /** 'Your Offers' / 'Your Personas'. */
  title: string;
  /** 'offer' / 'persona' (singular), for the cap message: 'up to 1 offer', 'up to 3 offers'. */
  noun: string;
  addLabel: string;
  count: number;
  max: number;
  onAdd: () => void;
}

/** The list's heading with count/max from the plan (-1 shows ∞), and Add, which is disabled at the cap. */
export function ListHeader({ title, noun, addLabel, count, max, onAdd }: ListHeaderProps) {
  const atCap = !canAddMore(count, max);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="baseline" gap={12}>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">
            <span>{formatCap(count, max)}</span>
            <span style={VISUALLY_HIDDEN}> {nounFor(max, noun)} used</span>
          </Typography.Text>
        </Flex>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={onAdd} disabled={atCap}>
          {addLabel}
        </Button>
      </Flex>
      {atCap && <PlanLimitNotice message={`Your plan includes up to ${countNoun(max, noun)}. Upgrade to add more.`} />}
    </Flex>
  );
}
