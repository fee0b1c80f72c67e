import { renderHook } from '@testing-library/react';
import type { BrandSetupProgressResponse } from '@navia/contracts';
import { getDataLayer } from '../analytics/track';
import { useAuthStore } from '../auth/auth-store';
import { ACME, BOLT, OTHER_USER, progressWith, STEP_IDS, USER } from './brand-setup-test-data';
import {
  loadReportedState,
  planBrandSetupReport,
  reportBrandSetupProgress,
  reportedStepsKey,
  setupCompletedKey,
  useBrandSetupAnalytics,
} from './brand-setup-analytics';

const events = () => getDataLayer().filter((entry) => typeof entry.event === 'string' && String(entry.event).startsWith('brand_setup'));
const stepEvents = () => events().filter((e) => e.event === 'brand_setup_step_completed').map((e) => e.step_id);
const completionEvents = () => events().filter((e) => e.event === 'brand_setup_completed');
const ALL = STEP_IDS;

beforeEach(() => {
  localStorage.clear();
  getDataLayer().length = 0;
  useAuthStore.setState({ status: 'signedIn', user: USER, accessToken: 't' });
});

describe('planBrandSetupReport', () => {
  it('reports every completed step not reported yet, in step order, and remembers them', () => {
    const plan = planBrandSetupReport(progressWith(['offerings', 'company-basics']).progress, { steps: ['company-basics'], completed: false });
    expect(plan).toEqual({ newSteps: ['offerings'], completeNow: false, next: { steps: ['company-basics', 'offerings'], completed: false } });
  });

  it('reports completion once at 100 percent', () => {
    expect(planBrandSetupReport(progressWith(ALL).progress, { steps: ALL, completed: false }).completeNow).toBe(true);
    expect(planBrandSetupReport(progressWith(ALL).progress, { steps: ALL, completed: true }).completeNow).toBe(false);
    expect(planBrandSetupReport(progressWith(ALL.slice(0, 5)).progress, { steps: [], completed: false }).completeNow).toBe(false);
  });
});

describe('reportBrandSetupProgress', () => {
  it('sends each step once, including steps already complete the first time the brand is seen', () => {
    reportBrandSetupProgress(progressWith(['company-basics', 'personas']).progress, USER.id, ACME.id);
    expect(stepEvents()).toEqual(['company-basics', 'personas']);
    reportBrandSetupProgress(progressWith(['company-basics', 'personas']).progress, USER.id, ACME.id);
    expect(stepEvents()).toEqual(['company-basics', 'personas']);
    reportBrandSetupProgress(progressWith(['company-basics', 'personas', 'brand-voice']).progress, USER.id, ACME.id);
    expect(stepEvents()).toEqual(['company-basics', 'personas', 'brand-voice']);
    expect(JSON.parse(localStorage.getItem(reportedStepsKey(USER.id, ACME.id)) ?? '')).toEqual(['company-basics', 'personas', 'brand-voice']);
    expect(completionEvents()).toHaveLength(0);
  });

  it('sends the overall event once at 100 percent, and not again after a step goes back to incomplete', () => {
    reportBrandSetupProgress(progressWith(ALL).progress, USER.id, ACME.id);
    expect(completionEvents()).toHaveLength(1);
    expect(localStorage.getItem(setupCompletedKey(USER.id, ACME.id))).toBe('true');
    reportBrandSetupProgress(progressWith(ALL.slice(1)).progress, USER.id, ACME.id);
    reportBrandSetupProgress(progressWith(ALL).progress, USER.id, ACME.id);
    expect(completionEvents()).toHaveLength(1);
    expect(stepEvents()).toEqual(ALL);
  });

  it('keeps the one-shots per user and per brand', () => {
    const progress = progressWith(['company-basics']).progress;
    reportBrandSetupProgress(progress, USER.id, ACME.id);
    reportBrandSetupProgress(progress, USER.id, BOLT.id);
    reportBrandSetupProgress(progress, OTHER_USER.id, ACME.id);
    reportBrandSetupProgress(progress, USER.id, ACME.id);
    expect(stepEvents()).toEqual(['company-basics', 'company-basics', 'company-basics']);
    expect(loadReportedState(USER.id, BOLT.id)).toEqual({ steps: ['company-basics'], completed: false });
  });

  it('treats a damaged entry as nothing reported', () => {
    localStorage.setItem(reportedStepsKey(USER.id, ACME.id), '{not json');
    expect(loadReportedState(USER.id, ACME.id)).toEqual({ steps: [], completed: false });
    localStorage.setItem(reportedStepsKey(USER.id, ACME.id), '{"a":1}');
    reportBrandSetupProgress(progressWith(['offerings']).progress, USER.id, ACME.id);
    expect(stepEvents()).toEqual(['offerings']);
  });
});

describe('useBrandSetupAnalytics', () => {
  const renderAnalytics = (data: BrandSetupProgressResponse | undefined, brandId: string | null = ACME.id) =>
    renderHook(({ d, b }) => useBrandSetupAnalytics(d, b), { initialProps: { d: data, b: brandId } });

  it('sends each step once across remounts, and the new ones when the progress changes', () => {
    renderAnalytics(progressWith(['company-basics'])).unmount();
    renderAnalytics(progressWith(['company-basics'])).unmount();
    expect(stepEvents()).toEqual(['company-basics']);

    const view = renderAnalytics(progressWith(['company-basics']));
    view.rerender({ d: progressWith(['company-basics', 'offerings']), b: ACME.id });
    view.rerender({ d: progressWith(ALL), b: ACME.id });
    view.unmount();
    renderAnalytics(progressWith(ALL));
    expect(stepEvents()).toEqual(['company-basics', 'offerings', 'company-purpose', 'personas', 'brand-voice', 'first-strategy']);
    expect(completionEvents()).toHaveLength(1);
  });

  it('two components showing the same progress send one event', () => {
    renderAnalytics(progressWith(['personas']));
    renderAnalytics(progressWith(['personas']));
    expect(stepEvents()).toEqual(['personas']);
  });

  it('sends nothing without progress, without a brand or while signed out', () => {
    renderAnalytics(undefined).unmount();
    renderAnalytics(progressWith(['personas']), null).unmount();
    useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
    renderAnalytics(progressWith(['personas']));
    expect(events()).toEqual([]);
  });
});
