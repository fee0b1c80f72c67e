import { Button, Flex, Typography } from 'antd';
import { formatActiveCap } from '../../model/plan-limits';

interface StrategiesHeaderProps {
  /** Absent until the list has loaded. */
  limits?: { active: number; max: number };
  /** Absent while signed out: there is nothing to launch. */
  onLaunch?: () => void;
}

/** spec part 2 §2.1 "Header": the active count over the plan maximum, and Launch a Strategy. */
export function StrategiesHeader({ limits, onLaunch }: StrategiesHeaderProps) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex vertical gap={0}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Strategies
        </Typography.Title>
        {limits && (
          <Typography.Text type="secondary">
            {`${formatActiveCap(limits.active, limits.max)} Active Strategies`}
          </Typography.Text>
        )}
      </Flex>
      {onLaunch && (
        <Button type="primary" onClick={onLaunch}>
          Launch a Strategy
        </Button>
      )}
    </Flex>
  );
}
