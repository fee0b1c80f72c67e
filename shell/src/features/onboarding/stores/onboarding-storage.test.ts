import {
  clearOnboardingStorage,
  loadNorthStarDraft,
  loadOnboardingProgress,
  northStarDraftKey,
  onboardingProgressKey,
  saveNorthStarDraft,
  saveOnboardingProgress,
} from './onboarding-storage';
import type { WizardProgress } from '../model/wizard-progress';

const ANN = 'ann-id';
const BO = 'bo-id';
const DRAFT = { type_of_person: 'a', type_of_problem: 'b', product_or_service: 'c', benefit: 'd' };
const PROGRESS: WizardProgress = { step: 2, companyName: 'Acme', website: '', industry: 'Technology', businessStage: '' };

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('keeps the draft and the progress under per-user keys', () => {
  saveNorthStarDraft(ANN, DRAFT);
  saveOnboardingProgress(ANN, PROGRESS);
  expect(northStarDraftKey(ANN)).toBe('navia.northStarDraft.ann-id');
  expect(onboardingProgressKey(ANN)).toBe('navia.onboardingProgress.ann-id');
  expect(JSON.parse(localStorage.getItem('navia.northStarDraft.ann-id') ?? '')).toEqual(DRAFT);
  expect(loadNorthStarDraft(ANN)).toEqual(DRAFT);
  expect(loadOnboardingProgress(ANN)).toEqual(PROGRESS);
  expect(loadNorthStarDraft(BO)).toBeNull();
  expect(loadOnboardingProgress(BO)).toBeNull();
});

it.each([
  ['not JSON', '{"type_of_person":'],
  ['the wrong shape', JSON.stringify({ type_of_person: 1 })],
  ['null', 'null'],
])('ignores a draft that is %s', (_what, raw) => {
  localStorage.setItem(northStarDraftKey(ANN), raw);
  expect(loadNorthStarDraft(ANN)).toBeNull();
});

it.each([
  ['an unknown industry', { ...PROGRESS, industry: 'Space' }],
  ['a stage onboarding does not offer', { ...PROGRESS, businessStage: 'STAGE 5 - Scale' }],
  ['a step out of range', { ...PROGRESS, step: 7 }],
])('ignores progress with %s', (_what, value) => {
  localStorage.setItem(onboardingProgressKey(ANN), JSON.stringify(value));
  expect(loadOnboardingProgress(ANN)).toBeNull();
});

it('clears only the given user', () => {
  saveNorthStarDraft(ANN, DRAFT);
  saveOnboardingProgress(ANN, PROGRESS);
  saveNorthStarDraft(BO, DRAFT);
  clearOnboardingStorage(ANN);
  expect(loadNorthStarDraft(ANN)).toBeNull();
  expect(loadOnboardingProgress(ANN)).toBeNull();
  expect(loadNorthStarDraft(BO)).toEqual(DRAFT);
});

it('carries on when storage refuses to write or read', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(() => saveNorthStarDraft(ANN, DRAFT)).not.toThrow();
  expect(loadNorthStarDraft(ANN)).toBeNull();
});
