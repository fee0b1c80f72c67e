import { Card, Flex, Typography } from 'antd';
import { DEFAULT_DURATION_TEXT, dailyTimeFromCommitment } from '@navia/contracts';
import { DetailItem } from '../shared/detail-item';

/** spec part 2 §2.4: the template's duration and daily time. 'Durration' is the product's spelling (spec). */
export function TimeNeededPanel({ duration, commitment }: { duration: string; commitment: string }) {
  return (
    <Card size="small">
      <Typography.Title level={4} style={{ fontSize: 16, marginTop: 0 }}>
        Time Needed
      </Typography.Title>
      <Flex gap={24} wrap>
        <DetailItem label="Durration">{duration || DEFAULT_DURATION_TEXT}</DetailItem>
        <DetailItem label="Expected Daily Time">{dailyTimeFromCommitment(commitment)}</DetailItem>
      </Flex>
    </Card>
  );
}
