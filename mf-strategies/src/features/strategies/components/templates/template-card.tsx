import { useId } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { DEFAULT_DURATION_TEXT, dailyTimeFromCommitment, type StrategyTemplateView } from '@navia/contracts';
import { ACCESS_TIER_BADGES, type TemplateAction } from '../../model/template-action';
import { DetailItem } from '../shared/detail-item';

interface TemplateCardProps {
  template: StrategyTemplateView;
  action: TemplateAction;
  onAction: (template: StrategyTemplateView, action: TemplateAction) => void;
}

/** spec part 2 §2.3: tier badge, name, description, Duration, Avg. Daily Time and the per-card button. */
export function TemplateCard({ template, action, onAction }: TemplateCardProps) {
  const titleId = useId();
  const badge = ACCESS_TIER_BADGES[template.accessTier];
  const { duration, commitment } = template.templatePayload;
  return (
    <article aria-labelledby={titleId} style={{ height: '100%' }}>
      <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
        <Flex vertical gap={12} style={{ height: '100%' }}>
          <div>
            <Tag color={badge.color}>{badge.label}</Tag>
          </div>
          <Typography.Title level={3} id={titleId} style={{ fontSize: 18, margin: 0 }}>
            {template.name}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {template.description}
          </Typography.Paragraph>
          <Flex gap={24} wrap>
            <DetailItem label="Duration">{duration || DEFAULT_DURATION_TEXT}</DetailItem>
            <DetailItem label="Avg. Daily Time">{dailyTimeFromCommitment(commitment)}</DetailItem>
          </Flex>
          <Flex vertical gap={6} style={{ marginTop: 'auto' }}>
            {action.kind === 'upgrade' && <Typography.Text type="secondary">{action.note}</Typography.Text>}
            <Button type="primary" block onClick={() => onAction(template, action)} style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32 }}>
              {action.label}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </article>
  );
}
