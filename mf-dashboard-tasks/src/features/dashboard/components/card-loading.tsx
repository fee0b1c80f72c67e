import { Skeleton } from 'antd';

interface CardLoadingProps {
  /** What is loading, for screen readers. */
  label: string;
  rows: number;
  /** The height the loaded content usually takes (card-styles.ts), held while loading. */
  minHeight: number;
}

/**
 * A card's loading state that keeps the room its content will take, so what sits below it (the next card, on a
 * phone the whole news feed) does not jump when the answer arrives (issue 16: the dashboard's layout shift).
 */
export function CardLoading({ label, rows, minHeight }: CardLoadingProps) {
  return (
    <div role="status" aria-label={label} style={{ minHeight }}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}
