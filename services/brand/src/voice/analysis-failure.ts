import { AnalyzeBrandErrorIds } from '@navia/contracts';

/** What a failed analysis answers, stored on its row so the waiting request (maybe in another process) can answer it. */
export interface AnalysisErrorInfo {
  error: string;
  status: number;
  message: string;
  field?: string;
}

/** An analysis that cannot succeed with these sources or this analyzer; a retry would change nothing. */
export class AnalysisFailure extends Error {
  constructor(readonly info: AnalysisErrorInfo) {
    super(info.message);
    this.name = 'AnalysisFailure';
  }
}

export const analysisFailures = {
  sourceRefused: (field: string, message: string) => new AnalysisFailure({ error: AnalyzeBrandErrorIds.sourceRefused, status: 422, message, field }),
  sourceUnreachable: (field: string, message: string) =>
    new AnalysisFailure({ error: AnalyzeBrandErrorIds.sourceUnreachable, status: 422, message, field }),
  noText: () =>
    new AnalysisFailure({ error: AnalyzeBrandErrorIds.noText, status: 422, message: 'The chosen sources have no readable text to analyze', field: 'sources' }),
  analyzerFailed: (message: string) => new AnalysisFailure({ error: AnalyzeBrandErrorIds.analyzerFailed, status: 502, message }),
};
