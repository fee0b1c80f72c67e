import { act, renderHook } from '@testing-library/react';
import { useRotatingMessage } from './use-rotating-message';

afterEach(() => jest.useRealTimers());

it('moves to the next generating message every 3 s and starts over after the last', () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useRotatingMessage(true));
  expect(result.current).toBe('Thinking about what to write...');
  act(() => jest.advanceTimersByTime(2999));
  expect(result.current).toBe('Thinking about what to write...');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe("Writing the content in your brand's voice...");
  act(() => jest.advanceTimersByTime(3000));
  expect(result.current).toBe('Doing a finishing pass...');
  act(() => jest.advanceTimersByTime(3000));
  expect(result.current).toBe('Thinking about what to write...');
});

it('starts each run at the first message and stops rotating when idle', () => {
  jest.useFakeTimers();
  const { result, rerender } = renderHook(({ on }) => useRotatingMessage(on), { initialProps: { on: true } });
  act(() => jest.advanceTimersByTime(3000));
  rerender({ on: false });
  act(() => jest.advanceTimersByTime(9000));
  expect(result.current).toBe("Writing the content in your brand's voice...");
  rerender({ on: true });
  expect(result.current).toBe('Thinking about what to write...');
});
