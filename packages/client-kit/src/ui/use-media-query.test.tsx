import { renderHook } from '@testing-library/react';
import { useMobileLayout } from './use-media-query';

const initialWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = initialWidth;
});

describe('useMobileLayout', () => {
  // antd's Grid.useBreakpoint answers {} in the first render and corrects it from a layout effect; the signed-in
  // layout built on it rendered the desktop layout first and then everything again, synchronously (issue 16).
  it.each([
    [375, true],
    [767, true],
    [768, false],
    [1024, false],
  ])('answers at %i px in the first render: %s', (width, mobile) => {
    window.innerWidth = width;
    const seen: boolean[] = [];
    renderHook(() => seen.push(useMobileLayout()));
    expect(seen).toEqual([mobile]);
  });
});
