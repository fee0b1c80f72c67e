import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';

export const LOAD_MORE_TASKS = 'Load more tasks';
export const MORE_TASKS_FAILED = 'Failed to load more tasks';

/** How far below the viewport the next page is already asked for, so scrolling rarely meets the end. */
const AHEAD = '800px';

interface MoreTasksProps {
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}

/**
 * The end of a list with more pages to come (the list view, issue 16 item 5). The next page loads by itself when
 * this comes near the viewport, and again while it stays there (a filter may leave a page without a match); the
 * button does the same from the keyboard or where the browser cannot observe intersections. A failed page stops the
 * automatic loading until the button is used.
 */
export function MoreTasks({ loading, failed, onLoad }: MoreTasksProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (near && !loading && !failed) onLoad();
  }, [near, loading, failed, onLoad]);

  return (
    <Flex ref={ref} vertical align="center" gap={8} style={{ paddingBlock: 8 }}>
      {failed && <Typography.Text type="danger">{MORE_TASKS_FAILED}</Typography.Text>}
      <Button onClick={onLoad} loading={loading} aria-busy={loading || undefined}>
        {LOAD_MORE_TASKS}
      </Button>
    </Flex>
  );
}
