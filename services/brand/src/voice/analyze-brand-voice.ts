import { randomUUID } from 'node:crypto';
import {
  AnalyzeBrandErrorIds,
  VoiceAnalysisResult,
  type AnalyzeBrandResponse,
  ErrorIds,
  type AnalyzeBrandSources,
} from '@navia/contracts';
import {
  AppError,
  notFound,
  type AiActivityLog,
  serviceUnavailable,
  UnrecoverableJobError,
  type JobContext,
  type JobRuntime,
  type Logger,
  type RetryOptions,
} from '@navia/service-kit';
import { VOICE_ANALYSIS_JOB } from '../jobs/voice-analysis.target';
import type { AnalysesRepository, AnalysisRow } from '../repositories/analyses-repository';
import type { BrandsRepository } from '../repositories/brands-repository';
import { AnalysisFailure, analysisFailures } from './analysis-failure';
import { presentAnalysis } from './analysis-presenter';
import { AnalyzerError, type BrandVoiceAnalyzer } from './brand-voice-analyzer';
import { collectSamples, type PageFetcher } from './collect-samples';
import { pollUntil } from './poll-until';
import { recordedAnalysis } from './recorded-analysis';

export interface VoiceAnalysisContext {
  analyses: AnalysesRepository;
  brands: BrandsRepository;
  jobs: JobRuntime;
  /** The analyzer of this analysis (BRAND_VOICE_ANALYZER=auto picks a local model server's when one answers). */
  pickAnalyzer: () => Promise<BrandVoiceAnalyzer>;
  fetchPage: PageFetcher;
  /** How long a request waits for its job. */
  waitMs: number;
  /** The analyzers' calls to models, per user (issue 18). */
  aiActivity: Pick<AiActivityLog, 'record'>;
  log: Logger;
}

export const analysisTimeout = (waitMs: number) =>
  new AppError(
    AnalyzeBrandErrorIds.timeout,
    504,
    `The analysis did not finish within ${Math.round(waitMs / 1000)} s. Try again, or choose fewer sources.`,
  );

/**
 * `POST /api/analyze-brand`: the brand must be the user's (default brand when none is named), the analysis is
 * recorded, handed to the `brand.voice-analysis` queue, and the request waits a bounded time for the job's
 * outcome on the row.
 */
export async function requestVoiceAnalysis(
  ctx: VoiceAnalysisContext,
  userId: string,
  body: { brandId?: string; sources: AnalyzeBrandSources },
): Promise<AnalyzeBrandResponse> {
  // Another user's brand id answers exactly like a missing one.
  const brand = body.brandId ? await ctx.brands.findForUser(userId, body.brandId) : await ctx.brands.findPrimary(userId);
  if (!brand) throw notFound('Brand');
  const row = await ctx.analyses.insert({ id: randomUUID(), user_id: userId, brand_id: brand.id, sources: body.sources });
  try {
    await ctx.jobs.enqueue(VOICE_ANALYSIS_JOB, { analysisId: row.id }, { jobId: row.id });
  } catch (err) {
    ctx.log.error({ err, analysisId: row.id }, 'could not enqueue the brand voice analysis');
    await ctx.analyses.fail(row.id, { error: ErrorIds.serviceUnavailable, status: 503, message: 'The analysis queue is unavailable' });
    throw serviceUnavailable('Brand voice analysis is unavailable right now, try again shortly');
  }
  const finished = await pollUntil<AnalysisRow>(
    async () => {
      const current = await ctx.analyses.findForUser(userId, row.id);
      return current && (current.status === 'completed' || current.status === 'failed') ? current : undefined;
    },
    { timeoutMs: ctx.waitMs },
  );
  if (!finished) throw analysisTimeout(ctx.waitMs);
  return presentAnalysis(finished);
}

/** The job's body: fetch and read the sources, ask the analyzer, record the outcome once. */
export async function performVoiceAnalysis(
  ctx: VoiceAnalysisContext,
  retry: RetryOptions,
  analysisId: string,
  job: JobContext,
): Promise<{ status: string; error?: string }> {
  const row = await ctx.analyses.claim(analysisId);
  if (!row) {
    const existing = await ctx.analyses.findById(analysisId);
    if (!existing) throw new UnrecoverableJobError(`Analysis ${analysisId} does not exist`);
    // Finished before (a redelivered or duplicate job): nothing to redo.
    return { status: existing.status };
  }
  const analyzer = await ctx.pickAnalyzer();
  try {
    const samples = await collectSamples(row.sources, ctx.fetchPage);
    const brand = await ctx.brands.findForUser(row.user_id, row.brand_id);
    const industry = typeof brand?.data?.industry === 'string' ? brand.data.industry : undefined;
    const input = { samples, brand: brand ? { companyName: brand.company_name, industry } : undefined };
    const analysis = await recordedAnalysis(analyzer, input, { userId: row.user_id, brandId: row.brand_id, record: (c) => ctx.aiActivity.record(c) });
    const result = VoiceAnalysisResult.safeParse({ ...analysis, analyzer: analyzer.name });
    if (!result.success) throw new AnalyzerError(analyzer.name, `The ${analyzer.name} analyzer's answer could not be used`);
    await ctx.analyses.complete(analysisId, analyzer.name, result.data);
    job.log.info({ analysisId, analyzer: analyzer.name, samples: samples.map((s) => s.kind) }, 'brand voice analysed');
    return { status: 'completed' };
  } catch (err) {
    if (err instanceof AnalysisFailure) {
      job.log.info({ analysisId, error: err.info.error, field: err.info.field }, 'brand voice analysis refused');
      await ctx.analyses.fail(analysisId, err.info, analyzer.name);
      return { status: 'failed', error: err.info.error };
    }
    if (err instanceof AnalyzerError) {
      // The user hears that the analyzer failed; the vendor's own words stay in the log.
      job.log.warn({ analysisId, analyzer: err.analyzer, upstreamStatus: err.upstreamStatus, detail: err.detail }, err.message);
      const failure = analysisFailures.analyzerFailed(err.message);
      await ctx.analyses.fail(analysisId, failure.info, analyzer.name);
      return { status: 'failed', error: failure.info.error };
    }
    // Unexpected (database, a bug): the queue retries; the last attempt records a failure so nobody waits in vain.
    if (job.attempt >= retry.attempts) {
      await ctx.analyses
        .fail(analysisId, { error: ErrorIds.internal, status: 500, message: 'Something went wrong on our side' }, analyzer.name)
        .catch((e) => job.log.error({ err: e, analysisId }, 'could not record the failed analysis'));
    }
    throw err;
  }
}
