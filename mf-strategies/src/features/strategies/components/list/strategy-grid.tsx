import { useId } from 'react';
import { Col, Row, Typography } from 'antd';
import type { StrategyListItem } from '@navia/contracts';
import { StrategyCard } from './strategy-card';

interface StrategyGridProps {
  title: string;
  strategies: readonly StrategyListItem[];
  onManage: (id: string) => void;
}

/** spec part 2 §2.1: the Active and Completed sections are card grids of 1, 2 or 3 columns. */
export function StrategyGrid({ title, strategies, onManage }: StrategyGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {strategies.map((strategy) => (
          <Col key={strategy.id} xs={24} md={12} xl={8}>
            <StrategyCard strategy={strategy} onManage={onManage} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
