import { BUSINESS_STAGES, OFFERED_STAGE_SCREEN_LABELS, OnboardingStage, stageScreenLabel, stageStoredLabel, toScreenStage, toStoredStage } from './business-stages';

describe('business stage conversion', () => {
  it.each(BUSINESS_STAGES.map((s) => [s.id, stageStoredLabel(s), stageScreenLabel(s)] as const))(
    '%s: stored %j ⇄ screen %j',
    (_id, stored, screen) => {
      expect(toScreenStage(stored)).toBe(screen);
      expect(toStoredStage(screen)).toBe(stored);
      // Already in the target form: unchanged.
      expect(toScreenStage(screen)).toBe(screen);
      expect(toStoredStage(stored)).toBe(stored);
    },
  );

  it.each([
    ['stage 1 - Launch', 'STAGE 1 - Launch'],
    ['STAGE 2 - Build', 'STAGE 2 - Build'],
    ['sTaGe 3 - Grow', 'STAGE 3 - Grow'],
    ['  Stage 4  -   Elevate  ', 'STAGE 4 - Elevate'],
    ['Stage 5-Scale', 'STAGE 5 - Scale'],
  ])('toScreenStage reads %j in any case and spacing as %j', (input, expected) => {
    expect(toScreenStage(input)).toBe(expected);
  });

  it.each([
    ['STAGE 1 - Launch', 'Stage 1 - Launch'],
    ['stage 2 - Build', 'Stage 2 - Build'],
    ['StAgE 3 - Grow', 'Stage 3 - Grow'],
    [' STAGE 4 -Elevate ', 'Stage 4 - Elevate'],
  ])('toStoredStage reads %j in any case and spacing as %j', (input, expected) => {
    expect(toStoredStage(input)).toBe(expected);
  });

  it.each(['', 'Launch', 'Stage 6 - Beyond', 'Stage 0 - Nothing', 'Stage one - Launch', 'Phase 1 - Launch', 'Stage 1 Launch', 'Stage 1 - '])(
    'returns unknown text %j unchanged both ways',
    (text) => {
      expect(toScreenStage(text)).toBe(text);
      expect(toStoredStage(text)).toBe(text);
    },
  );
});

describe('OnboardingStage', () => {
  it('offers only launch, build and grow in screen form', () => {
    expect(OFFERED_STAGE_SCREEN_LABELS).toEqual(['STAGE 1 - Launch', 'STAGE 2 - Build', 'STAGE 3 - Grow']);
  });

  it.each(['STAGE 4 - Elevate', 'STAGE 5 - Scale', 'Stage 1 - Launch', 'stage 1 - launch', ''])('refuses %j', (value) => {
    expect(OnboardingStage.safeParse(value).success).toBe(false);
  });
});
