import { useId, type ReactNode } from 'react';
import { Card, Tag, Typography } from 'antd';
import type { PlanDefinition } from '@navia/contracts';
import { planLimitLines, planPrice } from '../model/plan-text';

interface PlanCardProps {
  plan: PlanDefinition;
  current: boolean;
  /** The card's button, when this visitor can switch to the plan here. */
  action?: ReactNode;
}

/** One plan of the picker: a region named by the plan, so assistive tech (and tests) can find it by name. */
export function PlanCard({ plan, current, action }: PlanCardProps) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      title={
        <Typography.Title id={titleId} level={2} style={{ margin: 0, fontSize: 20 }}>
          {plan.name}
        </Typography.Title>
      }
      extra={current ? <Tag color="blue">Current plan</Tag> : null}
      styles={{
        root: { height: '100%', display: 'flex', flexDirection: 'column' },
        body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 12 },
      }}
    >
      <Typography.Text strong style={{ fontSize: 24 }}>
        {planPrice(plan.monthlyPrice)}
      </Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {planLimitLines(plan.limits).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {/* Pinned to the bottom, so the buttons of a row of cards line up. */}
      {action && <div style={{ marginTop: 'auto' }}>{action}</div>}
    </Card>
  );
}
