import { Flex, Typography } from 'antd';

/** The Images, Video and Publishing areas exist only as labelled placeholders for now (spec part 1 §2). */
export function ComingSoonPage({ title, text }: { title: string; text: string }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
    </Flex>
  );
}
