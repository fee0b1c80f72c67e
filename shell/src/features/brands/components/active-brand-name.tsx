import { Typography } from 'antd';
import { useActiveBrand } from '@navia/client-kit';

/**
 * The active brand's name in the header (spec part 1 §2 "Layout"). Nothing while the brands load or when there are
 * none. A name too long for the room the header gives it ends in an ellipsis, with the whole name in a tooltip
 * (spec part 1 §9: tooltips open after 700 ms).
 */
export function ActiveBrandName() {
  const { brand } = useActiveBrand();
  if (!brand) return null;
  return (
    <Typography.Text strong style={{ minWidth: 0 }} ellipsis={{ tooltip: { title: brand.companyName, mouseEnterDelay: 0.7 } }}>
      {brand.companyName}
    </Typography.Text>
  );
}
