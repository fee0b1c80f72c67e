import { useId } from 'react';
import { Button, Card, Flex, Progress, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  brandSetupSeenComplete,
  useActiveBrand,
  useActiveBrandStore,
  useAuthStore,
  useBrandSetupAnalytics,
  useBrandSetupProgress,
} from '@navia/client-kit';
import type { BrandSetupStep } from '@navia/contracts';
import { CardLoading } from './card-loading';
import { CARD_HEADING_STYLE, BRAND_SETUP_LOADING_HEIGHT } from './card-styles';

export const BRAND_SETUP_CARD_TITLE = 'Complete Your Brand Setup';
/** spec part 1 §2: the step that stays locked until every other step is complete. */
export const STRATEGY_STEP_TITLE = 'Create Your First Strategy';
export const LOCKED_HINT = 'Complete the other steps first';

function Icon({ kind }: { kind: 'check' | 'lock' }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2.2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {kind === 'check' ? (
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      ) : (
        <>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </>
      )}
    </svg>
  );
}

const isStrategyStep = (step: BrandSetupStep) => step.title === STRATEGY_STEP_TITLE;

interface StepRowProps {
  step: BrandSetupStep;
  locked: boolean;
  onStart: (path: string) => void;
}

function StepRow({ step, locked, onStart }: StepRowProps) {
  const hintId = useId();
  const strategy = isStrategyStep(step);
  const label = step.completed ? 'Completed' : strategy ? 'Start Strategy' : 'Start Task';
  const showLock = !step.completed && locked;

  return (
    <li style={{ listStyle: 'none', padding: '8px 0' }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex vertical style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography.Text type={step.completed ? 'secondary' : undefined}>
            {step.title}
          </Typography.Text>
          {showLock && (
            <Typography.Text type="secondary" id={hintId} style={{ fontSize: 12 }}>
              {LOCKED_HINT}
            </Typography.Text>
          )}
        </Flex>
        <Button
          type={step.completed || showLock ? 'default' : 'primary'}
          aria-label={`${label}: ${step.title}`}
          aria-describedby={showLock ? hintId : undefined}
          icon={step.completed ? <Icon kind="check" /> : showLock ? <Icon kind="lock" /> : undefined}
          disabled={step.completed || showLock}
          onClick={() => onStart(step.navigationPath)}
        >
          {label}
        </Button>
      </Flex>
    </li>
  );
}

/**
 * While the progress loads: the room the card will take, unless this browser has already seen this user's setup at
 * 100 percent (then the card will not show, and held room would collapse into a shift of its own). The brand is the
 * resolved one, or while the brand list loads the stored choice the list will most likely confirm.
 */
function useLikelyShown(brandId: string | null): boolean {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const storedBrandId = useActiveBrandStore((s) => s.brand?.id ?? null);
  const candidate = brandId ?? storedBrandId;
  return !(userId && candidate && brandSetupSeenComplete(userId, candidate));
}

/**
 * spec part 1 §2 "Brand-setup progress card and banner": the dashboard's card with the setup steps, the
 * completed/total count and the percent. Renders nothing when the call failed or the answer has no steps, and at
 * 100 percent; it stays mounted then so the brand-setup analytics one-shots (spec part 1 §4) still go out. The
 * banner sends the same events from other pages; storage keeps each one to a single send. While loading it holds
 * the card's room when the card is likely to show (issue 16: the dashboard's layout shift).
 */
export function BrandSetupCard() {
  const titleId = useId();
  const navigate = useNavigate();
  const { data, isError, isLoading, brandId } = useBrandSetupProgress();
  const brandsLoading = useActiveBrand().isLoading;
  const likelyShown = useLikelyShown(brandId);
  useBrandSetupAnalytics(data, brandId);

  if ((isLoading || (brandsLoading && brandId === null)) && likelyShown) {
    return (
      <Card>
        <CardLoading label="Loading brand setup progress" rows={6} minHeight={BRAND_SETUP_LOADING_HEIGHT} />
      </Card>
    );
  }

  const progress = data?.progress;
  if (!progress || isError || progress.steps.length === 0 || progress.summary.percentage >= 100) return null;

  const { completed, total, percentage } = progress.summary;
  const steps = [...progress.steps].sort((a, b) => a.sequence - b.sequence);
  const othersComplete = steps.filter((step) => !isStrategyStep(step)).every((step) => step.completed);

  return (
    <section aria-labelledby={titleId}>
      <Card
        title={<h2 id={titleId} style={CARD_HEADING_STYLE}>{BRAND_SETUP_CARD_TITLE}</h2>}
        extra={
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            <span>{`${completed}/${total}`}</span>
            <span aria-hidden="true"> · </span>
            <span>{`${percentage}%`}</span>
          </Typography.Text>
        }
        styles={{ header: { flexWrap: 'wrap', rowGap: 4 }, title: { whiteSpace: 'normal' } }}
      >
        <Progress percent={percentage} showInfo={false} aria-label="Brand setup progress" />
        <ol aria-label="Brand setup steps" style={{ margin: '8px 0 0', padding: 0 }}>
          {steps.map((step) => (
            <StepRow
              key={step.id}
              step={step}
              locked={step.locked || (isStrategyStep(step) && !othersComplete)}
              onStart={(path) => navigate(path)}
            />
          ))}
        </ol>
      </Card>
    </section>
  );
}
