import { act, renderHook } from '@testing-library/react';
import { useProcessingExpiry } from '../hooks/use-processing-expiry';
import {
  PROCESSING_TASK_KEY,
  clearProcessing,
  readProcessingRecord,
  startProcessing,
  syncProcessing,
  useProcessingTaskStore,
} from './processing-task-store';

const T0 = new Date('2026-11-25T18:00:00Z').getTime();
const stored = () => localStorage.getItem(PROCESSING_TASK_KEY);

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
  useProcessingTaskStore.setState({ record: null });
});
afterEach(() => jest.useRealTimers());

describe('the processing record', () => {
  it('is kept in storage as the bare { taskId, timestamp } and in the store', () => {
    startProcessing('task-1');
    expect(JSON.parse(stored() ?? 'null')).toEqual({ taskId: 'task-1', timestamp: T0 });
    expect(useProcessingTaskStore.getState().record).toEqual({ taskId: 'task-1', timestamp: T0 });
    clearProcessing();
    expect(stored()).toBeNull();
    expect(useProcessingTaskStore.getState().record).toBeNull();
  });

  it.each([
    ['exactly 5 minutes old', 300_000, true],
    ['one millisecond older', 300_001, false],
    ['a minute old', 60_000, true],
  ])('read on load when %s: kept %s', (_name, age, kept) => {
    localStorage.setItem(PROCESSING_TASK_KEY, JSON.stringify({ taskId: 'task-1', timestamp: T0 - age }));
    expect(readProcessingRecord(T0) !== null).toBe(kept);
    expect(stored() !== null).toBe(kept);
  });

  it.each(['not json', JSON.stringify({ taskId: 5 }), JSON.stringify({ taskId: 'x' }), JSON.stringify(null)])(
    'discards an unreadable entry %s',
    (raw) => {
      localStorage.setItem(PROCESSING_TASK_KEY, raw);
      expect(readProcessingRecord(T0)).toBeNull();
      expect(stored()).toBeNull();
    },
  );

  it('follows storage: a record cleared elsewhere (the create remote) leaves the store too', () => {
    startProcessing('task-1');
    localStorage.removeItem(PROCESSING_TASK_KEY);
    expect(syncProcessing()).toBeNull();
    expect(useProcessingTaskStore.getState().record).toBeNull();
  });
});

describe('useProcessingExpiry', () => {
  it('discards the record by the 30 s check once it is older than 5 minutes', () => {
    startProcessing('task-1');
    renderHook(() => useProcessingExpiry());
    act(() => jest.advanceTimersByTime(270_000));
    expect(useProcessingTaskStore.getState().record?.taskId).toBe('task-1');
    // The check at 300 s sees exactly 5 minutes (kept); the one at 330 s discards it.
    act(() => jest.advanceTimersByTime(30_000));
    expect(useProcessingTaskStore.getState().record?.taskId).toBe('task-1');
    act(() => jest.advanceTimersByTime(30_000));
    expect(useProcessingTaskStore.getState().record).toBeNull();
    expect(stored()).toBeNull();
  });

  it('discards a stale record as soon as the page mounts', () => {
    useProcessingTaskStore.setState({ record: { taskId: 'old', timestamp: T0 - 400_000 } });
    localStorage.setItem(PROCESSING_TASK_KEY, JSON.stringify({ taskId: 'old', timestamp: T0 - 400_000 }));
    renderHook(() => useProcessingExpiry());
    expect(useProcessingTaskStore.getState().record).toBeNull();
  });

  it('picks up a record another tab wrote, and stops checking once unmounted', () => {
    const { unmount } = renderHook(() => useProcessingExpiry());
    localStorage.setItem(PROCESSING_TASK_KEY, JSON.stringify({ taskId: 'from-other-tab', timestamp: T0 }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PROCESSING_TASK_KEY }));
    });
    expect(useProcessingTaskStore.getState().record?.taskId).toBe('from-other-tab');

    unmount();
    act(() => jest.advanceTimersByTime(400_000));
    // No check ran after unmount: the store still holds it (storage is only pruned by a read).
    expect(useProcessingTaskStore.getState().record?.taskId).toBe('from-other-tab');
  });
});
