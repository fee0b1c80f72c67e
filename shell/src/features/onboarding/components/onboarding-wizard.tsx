import { useEffect, useRef, type CSSProperties } from 'react';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useMediaQuery } from '@navia/client-kit';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { buildCompletionBody } from '../model/completion-body';
import { useCompleteOnboarding } from '../hooks/use-complete-onboarding';
import { useOnboardingWizard } from '../hooks/use-onboarding-wizard';
import { ONBOARDING_STEPS, STEP_COUNT } from '../model/onboarding-steps';
import { FoundationStep } from './foundation-step';
import { LaunchStep } from './launch-step';
import { NorthStarStep } from './north-star-step';
import { StartingPointStep } from './starting-point-step';
import { StepList } from './step-list';

/** Read by screen readers, not shown: where the side step list already shows the position to sighted users. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Where the side step list shows: antd's lg breakpoint, as the columns' `lg` spans below. Read with matchMedia in the
 * first render; antd's Grid.useBreakpoint answered {} there and rendered the whole wizard a second time from a layout
 * effect on every large screen.
 */
const SIDE_STEP_LIST_QUERY = '(min-width: 992px)';

/** The four-step wizard for one signed-in user (spec part 1 §2 "Onboarding wizard"). */
export function OnboardingWizard({ userId }: { userId: string }) {
  const { progress, statement, updateProgress, updateStatement, replaceStatement, goBack, goNext } =
    useOnboardingWizard(userId);
  const completion = useCompleteOnboarding(userId);
  const signOut = useSignOut();
  const large = useMediaQuery(SIDE_STEP_LIST_QUERY);
  const { step } = progress;
  const current = ONBOARDING_STEPS[step - 1];

  // Keyboard and screen-reader users land on the new step's title instead of a Next button that may be gone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 1000 }}>
        <Row gutter={[40, 24]}>
          {large && (
            <Col lg={7}>
              <StepList step={step} />
            </Col>
          )}
          <Col xs={24} lg={17}>
            <Flex justify="space-between" align="center" gap={12}>
              <Typography.Text type="secondary" style={large ? VISUALLY_HIDDEN : undefined}>
                {`Step ${step} of ${STEP_COUNT}`}
              </Typography.Text>
              <Button onClick={() => void signOut()}>Sign Out</Button>
            </Flex>
            <Typography.Title ref={headingRef} tabIndex={-1} level={1} style={{ marginTop: 8, fontSize: 30, outline: 'none' }}>
              {current.title}
            </Typography.Title>
            {'subtitle' in current && <Typography.Paragraph type="secondary">{current.subtitle}</Typography.Paragraph>}
            {step === 1 && (
              <FoundationStep progress={progress} onChange={updateProgress} onBack={goBack} onNext={goNext} />
            )}
            {step === 2 && (
              <StartingPointStep
                businessStage={progress.businessStage}
                onChange={(businessStage) => updateProgress({ businessStage })}
                onBack={goBack}
                onNext={goNext}
              />
            )}
            {step === 3 && (
              <NorthStarStep
                companyName={progress.companyName.trim()}
                industry={progress.industry}
                statement={statement}
                onChange={updateStatement}
                onReplace={replaceStatement}
                onBack={goBack}
                onNext={goNext}
              />
            )}
            {step === 4 && (
              <LaunchStep
                companyName={progress.companyName.trim()}
                pending={completion.isPending}
                onBack={goBack}
                onLaunch={() => completion.mutate(buildCompletionBody(progress, statement))}
              />
            )}
          </Col>
        </Row>
      </Card>
    </Flex>
  );
}
