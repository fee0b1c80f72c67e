import { toAnalyzeBrandResponse, VoiceAnalysisResult, type AnalyzeBrandResponse } from '@navia/contracts';
import { AppError, internalError } from '@navia/service-kit';
import type { AnalysisRow } from '../repositories/analyses-repository';

/** A finished analysis as the call answers it: the result, or its recorded failure in the one error shape. */
export function presentAnalysis(row: AnalysisRow): AnalyzeBrandResponse {
  if (row.status === 'failed') {
    const e = row.error;
    if (!e) throw internalError();
    throw new AppError(e.error, e.status, e.message, e.field);
  }
  const parsed = VoiceAnalysisResult.safeParse(row.result);
  if (!parsed.success) throw internalError();
  return toAnalyzeBrandResponse(parsed.data);
}
