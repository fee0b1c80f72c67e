import { Flex, Typography } from 'antd';
import { TokenSamples } from './token-samples';
import { ControlSamples } from './control-samples';
import { ContentSamples } from './content-samples';
import { FeedbackSamples } from './feedback-samples';

/**
 * The theme tokens and shared building blocks every screen uses, shown together so a theme change is easy to
 * review. Both developer pages render this one set under their own title, so they cannot drift apart.
 */
export function StyleSamples({ title, intro }: { title: string; intro: string }) {
  return (
    <Flex vertical gap={32}>
      <div>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {intro}
        </Typography.Paragraph>
      </div>
      <TokenSamples />
      <ControlSamples />
      <ContentSamples />
      <FeedbackSamples />
    </Flex>
  );
}
