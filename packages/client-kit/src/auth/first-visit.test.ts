import { renderHook } from '@testing-library/react';
import { firstVisitKey, markFirstVisit, useFirstVisit } from './first-visit';

const ANN = '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11';

beforeEach(() => localStorage.clear());

it('is first for a marked user, consumes the mark, and stays first for this mount', () => {
  markFirstVisit(ANN);
  const { result, rerender } = renderHook(() => useFirstVisit(ANN));
  expect(result.current).toBe(true);
  expect(localStorage.getItem(firstVisitKey(ANN))).toBeNull();
  rerender();
  expect(result.current).toBe(true);
});

it('is not first without a mark', () => {
  const { result } = renderHook(() => useFirstVisit(ANN));
  expect(result.current).toBe(false);
});

it('reads the mark of a user known only after mounting', () => {
  markFirstVisit(ANN);
  const { result, rerender } = renderHook(({ userId }: { userId: string | undefined }) => useFirstVisit(userId), {
    initialProps: { userId: undefined as string | undefined },
  });
  expect(result.current).toBe(false);
  expect(localStorage.getItem(firstVisitKey(ANN))).toBe('1');
  rerender({ userId: ANN });
  expect(result.current).toBe(true);
  expect(localStorage.getItem(firstVisitKey(ANN))).toBeNull();
});
