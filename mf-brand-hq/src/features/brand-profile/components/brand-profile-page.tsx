import { Flex, Typography } from 'antd';
import type { BrandSection } from '../brand-sections';

/** spec part 1 §2 "Layout": the page titled 'Brand Profile' is displayed as 'Brand Headquarters'. */
export function BrandProfilePage({ section }: { section?: BrandSection }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Brand Headquarters
      </Typography.Title>
      {section && (
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {section.title}
        </Typography.Title>
      )}
    </Flex>
  );
}
