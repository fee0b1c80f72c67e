import { brandSetupTargets, findCurrentStep } from './brand-setup-navigation';
import { STEP_IDS, stepsWith } from './brand-setup-test-data';

const ids = (targets: ReturnType<typeof brandSetupTargets>) => ({
  current: targets.current?.id ?? null,
  previous: targets.previous?.id ?? null,
  next: targets.next?.id ?? null,
  highlightNext: targets.highlightNext,
});

describe('findCurrentStep', () => {
  it("is the step whose page is open, ignoring a trailing slash", () => {
    expect(findCurrentStep(stepsWith([]), '/brand-profile/what-you-offer')?.id).toBe('offerings');
    expect(findCurrentStep(stepsWith([]), '/brand-profile/what-you-offer/')?.id).toBe('offerings');
    expect(findCurrentStep(stepsWith([]), '/strategies')?.id).toBe('first-strategy');
    expect(findCurrentStep(stepsWith([]), '/brand-profile')).toBeNull();
  });

  it('picks the first incomplete of the steps sharing a page, else the first', () => {
    expect(findCurrentStep(stepsWith([]), '/brand-profile/who-you-are')?.id).toBe('company-basics');
    expect(findCurrentStep(stepsWith(['company-basics']), '/brand-profile/who-you-are')?.id).toBe('company-purpose');
    expect(findCurrentStep(stepsWith(['company-basics', 'company-purpose']), '/brand-profile/who-you-are')?.id).toBe('company-basics');
  });
});

describe('brandSetupTargets', () => {
  it('goes next to the first incomplete step after the current one, back to the one before it', () => {
    const steps = stepsWith(['company-basics', 'company-purpose', 'offerings']);
    expect(ids(brandSetupTargets(steps, '/brand-profile/what-you-offer'))).toEqual({
      current: 'offerings', previous: 'company-purpose', next: 'personas', highlightNext: true,
    });
    expect(ids(brandSetupTargets(steps, '/brand-profile/who-you-serve'))).toEqual({
      current: 'personas', previous: 'offerings', next: 'brand-voice', highlightNext: false,
    });
  });

  it('wraps next around to the first incomplete step', () => {
    const steps = stepsWith(['company-purpose', 'brand-voice']);
    expect(ids(brandSetupTargets(steps, '/brand-profile/your-brand-feel')).next).toBe('company-basics');
  });

  it('never goes to a locked step', () => {
    // 'Create Your First Strategy' is the next incomplete step after Brand Voice, but locked.
    const steps = stepsWith(['company-basics', 'company-purpose', 'personas', 'brand-voice']);
    expect(steps.find((s) => s.id === 'first-strategy')?.locked).toBe(true);
    expect(ids(brandSetupTargets(steps, '/brand-profile/your-brand-feel'))).toEqual({
      current: 'brand-voice', previous: 'personas', next: 'offerings', highlightNext: true,
    });
    // Once the brand steps are done it unlocks.
    expect(brandSetupTargets(stepsWith(STEP_IDS.slice(0, 5)), '/brand-profile/your-brand-feel').next?.id).toBe('first-strategy');
  });

  it('has no back step on the first page, nor on a page that is no step', () => {
    expect(brandSetupTargets(stepsWith([]), '/brand-profile/who-you-are').previous).toBeNull();
    // The step before Company Purpose is on the same page: back leaves for the dashboard instead of doing nothing.
    expect(brandSetupTargets(stepsWith(['company-basics']), '/brand-profile/who-you-are').previous).toBeNull();
    expect(ids(brandSetupTargets(stepsWith(['offerings']), '/brand-profile'))).toEqual({
      current: null, previous: null, next: 'company-basics', highlightNext: false,
    });
  });

  it('skips steps on the page already open, and has no next when nothing else is left', () => {
    // Both Who You Are steps are open; next leaves the page.
    expect(brandSetupTargets(stepsWith([]), '/brand-profile/who-you-are').next?.id).toBe('offerings');
    // Only the strategy step is left and this is its page.
    expect(brandSetupTargets(stepsWith(STEP_IDS.slice(0, 5)), '/strategies').next).toBeNull();
  });

  it('follows the step sequence, not the order of the list', () => {
    const steps = stepsWith(['company-basics', 'company-purpose']).reverse();
    expect(ids(brandSetupTargets(steps, '/brand-profile/what-you-offer'))).toMatchObject({ previous: 'company-purpose', next: 'personas' });
  });
});
