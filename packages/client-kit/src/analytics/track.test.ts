import { getDataLayer, setAnalyticsProperty, track } from './track';

beforeEach(() => {
  delete window.dataLayer;
});

it('pushes each event with its props onto the one data layer array', () => {
  const layer = getDataLayer();
  track('task_started', { task_id: 't1', strategy_id: 's1' });
  track('brand_setup_step_completed', { step_id: 'who-you-are' });
  track('brand_setup_completed');
  expect(window.dataLayer).toBe(layer);
  expect(layer).toEqual([
    { event: 'task_started', task_id: 't1', strategy_id: 's1' },
    { event: 'brand_setup_step_completed', step_id: 'who-you-are' },
    { event: 'brand_setup_completed' },
  ]);
});

it('keeps an array a tag manager created before the app loaded', () => {
  const existing: Record<string, unknown>[] = [{ 'gtm.start': 1 }];
  window.dataLayer = existing;
  track('file_viewed', { file_id: 'f1' });
  setAnalyticsProperty({ user_plan_tier: 'pro' });
  expect(window.dataLayer).toBe(existing);
  expect(existing).toEqual([{ 'gtm.start': 1 }, { event: 'file_viewed', file_id: 'f1' }, { user_plan_tier: 'pro' }]);
});

it('names the event last, so no prop can rename it', () => {
  track('file_viewed', { file_id: 'f1', event: 'other' } as unknown as { file_id: string });
  expect(getDataLayer()).toEqual([{ event: 'file_viewed', file_id: 'f1' }]);
});

it('accepts only the events of AnalyticsEvents with their props (enforced by the type check)', () => {
  // @ts-expect-error: not an event of AnalyticsEvents
  track('task_begun', { task_id: 't1' });
  // @ts-expect-error: task_started needs its task_id
  track('task_started');
  // @ts-expect-error: file_viewed names its file file_id
  track('file_viewed', { fileId: 'f1' });
  // @ts-expect-error: sign_out carries no props
  track('sign_out', { reason: 'idle' });
  expect(getDataLayer()).toHaveLength(4);
});
