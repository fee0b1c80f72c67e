import { Button, Col, Flex, Row, Tag, Typography } from 'antd';
import { PAID_PLAN_KEYS, PLANS } from '@navia/contracts';
import { useAuthStore } from '@navia/client-kit';
import { usePlanChoice } from '../hooks/use-plan-choice';
import { useSwitchPlan } from '../hooks/use-switch-plan';
import { PlanCard } from './plan-card';
import { PlanChoiceNotice } from './plan-choice-notice';
import { WRITE_CEILING_NOTE } from '../model/plan-text';

/** spec part 1 §2 /pricing: not gated. Plans come from the contracts table the server enforces. */
export function PricingPage() {
  const currentPlan = useAuthStore((s) => s.user?.plan.key);
  const choice = usePlanChoice();
  const switchPlan = useSwitchPlan();
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          Choose Your Plan
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Unlock premium strategy templates and advanced features
        </Typography.Paragraph>
      </div>
      {/* Free is not a card (nothing to choose), so a signed-in Free user is told here which plan they are on. */}
      {currentPlan === 'free' && (
        <Flex align="center" gap={8} wrap>
          <Tag color="blue">Current plan</Tag>
          <Typography.Text>You're on the Free plan.</Typography.Text>
        </Flex>
      )}
      <PlanChoiceNotice choice={choice} />
      <Row gutter={[16, 16]}>
        {PAID_PLAN_KEYS.map((key) => {
          const plan = PLANS[key];
          const current = currentPlan === key;
          const canSwitch = choice.kind === 'testMode' && !current;
          return (
            <Col key={key} xs={24} sm={12} xl={6}>
              <PlanCard
                plan={plan}
                current={current}
                action={
                  canSwitch && (
                    // Disabled rather than antd's `loading`: the spinner would become part of the button's name.
                    <Button
                      type="primary"
                      block
                      disabled={switchPlan.isPending}
                      aria-busy={switchPlan.isPending && switchPlan.variables === key}
                      onClick={() => switchPlan.mutate(key)}
                    >
                      {`Switch to ${plan.name}`}
                    </Button>
                  )
                }
              />
            </Col>
          );
        })}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {WRITE_CEILING_NOTE}
      </Typography.Paragraph>
    </Flex>
  );
}
