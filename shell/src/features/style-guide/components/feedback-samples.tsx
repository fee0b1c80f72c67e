import { Button, Flex, Spin, Typography } from 'antd';
import { NaviaTooltip, PageLoading, useToast, type ToastVariant } from '@navia/client-kit';
import { StyleSection } from './style-section';

const TOAST_VARIANTS: ToastVariant[] = ['success', 'info', 'warning', 'error'];

export function FeedbackSamples() {
  const toast = useToast();
  return (
    <>
      <StyleSection title="Toasts">
        <Typography.Paragraph type="secondary">
          The client kit's toast: one at a time, each shown for 5 seconds (a new one replaces the last).
        </Typography.Paragraph>
        <Flex wrap gap={8}>
          {TOAST_VARIANTS.map((variant) => (
            <Button
              key={variant}
              onClick={() => toast({ variant, title: `Sample ${variant} toast`, description: 'Shown for 5 seconds.' })}
            >
              {`Show ${variant} toast`}
            </Button>
          ))}
        </Flex>
      </StyleSection>
      <StyleSection title="Loading">
        <Flex vertical gap={16}>
          <Spin aria-label="Loading" />
          <PageLoading text="Loading sample..." />
        </Flex>
      </StyleSection>
      <StyleSection title="Tooltips">
        <Typography.Paragraph type="secondary">
          Opens after 700 ms on hover or keyboard focus, and at once when moving on from another tooltip.
        </Typography.Paragraph>
        <Flex wrap gap={8}>
          <NaviaTooltip title="Saves your draft">
            <Button>Save</Button>
          </NaviaTooltip>
          <NaviaTooltip title="Opens the writing workspace">
            <Button>Write</Button>
          </NaviaTooltip>
        </Flex>
      </StyleSection>
    </>
  );
}
