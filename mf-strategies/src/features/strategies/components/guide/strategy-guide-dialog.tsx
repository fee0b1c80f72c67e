import { useState } from 'react';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Flex, Modal, Radio, Typography, theme } from 'antd';
import { GUIDE_GOALS, GUIDE_PLATFORMS, GUIDE_QUESTIONS, type GoalType, type PlatformType } from '../../model/guide-options';
import type { TemplateFilters } from '../../model/template-filters';

interface StrategyGuideDialogProps {
  open: boolean;
  onClose: () => void;
  /** spec part 2 §2.2: finishing returns the goal and platform, which become the templates dialog's filters. */
  onFinish: (filters: TemplateFilters) => void;
}

function ProgressDots({ step }: { step: 1 | 2 }) {
  const { token } = theme.useToken();
  const dot = (active: boolean) => ({
    width: 8,
    height: 8,
    borderRadius: '50%',
    background: active ? token.colorPrimary : token.colorBorder,
  });
  return (
    <Flex gap={6} align="center">
      <span style={dot(step === 1)} aria-hidden="true" />
      <span style={dot(step === 2)} aria-hidden="true" />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{`Step ${step} of 2`}</span>
    </Flex>
  );
}

/** spec part 2 §2.2 "Your Strategy Guide": two questions, then the matching templates. */
export function StrategyGuideDialog({ open, onClose, onFinish }: StrategyGuideDialogProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [goal, setGoal] = useState<GoalType | null>(null);
  const [platform, setPlatform] = useState<PlatformType | null>(null);

  // spec: closing resets it, and so does finishing.
  const reset = () => {
    setStep(1);
    setGoal(null);
    setPlatform(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const next = () => {
    if (step === 1) {
      if (goal) setStep(2);
      return;
    }
    if (goal && platform) {
      reset();
      onFinish({ goal, platform });
    }
  };

  const selectedGoal = GUIDE_GOALS.find((g) => g.value === goal);
  const chosen = step === 1 ? goal !== null : platform !== null;

  return (
    <Modal
      open={open}
      title="Your Strategy Guide"
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center">
          <Button type="text" shape="circle" aria-label="Back" icon={<ArrowLeftOutlined />} disabled={step === 1} onClick={() => setStep(1)} />
          <ProgressDots step={step} />
          <Button type="primary" disabled={!chosen} onClick={next}>
            Continue
          </Button>
        </Flex>
      }
    >
      {step === 1 ? (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>
            <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
              {GUIDE_QUESTIONS.goal}
            </Typography.Title>
          </legend>
          <Radio.Group value={goal} onChange={(e) => setGoal(e.target.value as GoalType)} style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {GUIDE_GOALS.map((option) => (
                <Radio key={option.value} value={option.value}>
                  {option.label}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          {selectedGoal && (
            <Typography.Paragraph type="secondary" aria-live="polite" style={{ marginTop: 12, marginBottom: 0 }}>
              {selectedGoal.description}
            </Typography.Paragraph>
          )}
        </fieldset>
      ) : (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>
            <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
              {GUIDE_QUESTIONS.platform}
            </Typography.Title>
          </legend>
          <Radio.Group value={platform} onChange={(e) => setPlatform(e.target.value as PlatformType)} style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {GUIDE_PLATFORMS.map((option) => (
                <Radio key={option.value} value={option.value}>
                  {option.label}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </fieldset>
      )}
    </Modal>
  );
}
