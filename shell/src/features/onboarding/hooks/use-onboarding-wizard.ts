import { useCallback, useEffect, useState } from 'react';
import { EMPTY_STATEMENT, type NorthStarDraft } from '../model/north-star-statement';
import type { StepNumber } from '../model/onboarding-steps';
import {
  loadNorthStarDraft,
  loadOnboardingProgress,
  saveNorthStarDraft,
  saveOnboardingProgress,
} from '../stores/onboarding-storage';
import { EMPTY_PROGRESS, furthestReachableStep, type WizardProgress } from '../model/wizard-progress';

function restore(userId: string): { progress: WizardProgress; statement: NorthStarDraft } {
  const statement = loadNorthStarDraft(userId) ?? EMPTY_STATEMENT;
  const saved = loadOnboardingProgress(userId) ?? EMPTY_PROGRESS;
  const step = Math.min(saved.step, furthestReachableStep(saved, statement)) as StepNumber;
  return { progress: { ...saved, step }, statement };
}

/**
 * The wizard's state for one user: restored from this browser on mount and saved on every change (spec part 1 §4
 * keeps the statement draft; the rest of the progress is kept too so a reload does not lose it). Mount it keyed by
 * the user id so a different user starts from their own saved state.
 */
export function useOnboardingWizard(userId: string) {
  const [initial] = useState(() => restore(userId));
  const [progress, setProgress] = useState(initial.progress);
  const [statement, setStatement] = useState(initial.statement);

  useEffect(() => saveOnboardingProgress(userId, progress), [userId, progress]);
  useEffect(() => saveNorthStarDraft(userId, statement), [userId, statement]);

  const updateProgress = useCallback((patch: Partial<Omit<WizardProgress, 'step'>>) => {
    setProgress((current) => ({ ...current, ...patch }));
  }, []);
  const updateStatement = useCallback((patch: Partial<NorthStarDraft>) => {
    setStatement((current) => ({ ...current, ...patch }));
  }, []);
  const goBack = useCallback(() => {
    setProgress((current) => (current.step > 1 ? { ...current, step: (current.step - 1) as StepNumber } : current));
  }, []);
  const goNext = useCallback(() => {
    setProgress((current) => (current.step < 4 ? { ...current, step: (current.step + 1) as StepNumber } : current));
  }, []);

  return { progress, statement, updateProgress, updateStatement, replaceStatement: setStatement, goBack, goNext };
}
