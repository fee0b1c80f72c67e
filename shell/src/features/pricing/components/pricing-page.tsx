import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { PAID_PLAN_KEYS, PLANS } from '@navia/contracts';
import { useAuthStore } from '@navia/client-kit';

function price(monthlyPrice: number | null): string {
  return monthlyPrice === null ? 'Custom pricing' : `$${monthlyPrice}/month`;
}

/** spec part 1 §2 /pricing. Plans come from the contracts table the server enforces; checkout comes with billing. */
export function PricingPage() {
  const currentPlan = useAuthStore((s) => s.user?.plan.key);
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          Choose Your Plan
        </Typography.Title>
        <Typography.Paragraph type="secondary">Unlock premium strategy templates and advanced features</Typography.Paragraph>
      </div>
      <Row gutter={[16, 16]}>
        {PAID_PLAN_KEYS.map((key) => {
          const plan = PLANS[key];
          return (
            <Col key={key} xs={24} sm={12} lg={6}>
              <Card
                title={plan.name}
                extra={currentPlan === key ? <Tag color="blue">Current plan</Tag> : null}
                style={{ height: '100%' }}
              >
                <Typography.Title level={3} style={{ marginTop: 0 }}>
                  {price(plan.monthlyPrice)}
                </Typography.Title>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
}
