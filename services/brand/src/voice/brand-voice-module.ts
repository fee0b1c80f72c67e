import { createLimiter, LocalAiDiscovery, type AiActivityLog, type ServiceDeps } from '@navia/service-kit';
import type { BrandVoiceSettings } from '../settings';
import { voiceAnalysisJob } from '../jobs/voice-analysis.job';
import { AnalysesRepository } from '../repositories/analyses-repository';
import type { BrandsRepository } from '../repositories/brands-repository';
import { analyzeBrandRoutes } from '../routes/analyze-brand.routes';
import type { VoiceAnalysisContext } from './analyze-brand-voice';
import { analyzerPicker } from './create-analyzer';
import type { Resolver } from '@navia/service-kit';
import { safeFetch } from './safe-fetch';

// spec leaves the budget open: 30 analyses per user per hour is far above a person's use of the dialog.
const ANALYSES_PER_HOUR = 30;

/** Brand voice analysis wired from the service's deps: the `/api/analyze-brand` router and the job its workers run. */
export function createBrandVoice(deps: ServiceDeps, cfg: BrandVoiceSettings, brands: BrandsRepository, aiActivity: AiActivityLog, opts: { resolver?: Resolver } = {}) {
  const discovery = cfg.analyzer === 'auto' ? new LocalAiDiscovery(cfg.localAi, deps.log) : null;
  const voice: VoiceAnalysisContext = {
    analyses: new AnalysesRepository(deps.db, deps.schema),
    brands,
    jobs: deps.jobs,
    pickAnalyzer: analyzerPicker(cfg, discovery),
    fetchPage: (url) =>
      safeFetch(url, {
        timeoutMs: Math.round(cfg.fetch.timeoutSeconds * 1000),
        maxBytes: cfg.fetch.maxBytes,
        allowPrivate: cfg.fetch.allowPrivate,
        resolver: opts.resolver,
      }),
    waitMs: Math.round(cfg.waitSeconds * 1000),
    aiActivity,
    log: deps.log,
  };
  const job = voiceAnalysisJob(voice);
  const limiter = createLimiter({ keyPrefix: `${deps.config.queuePrefix}:analyze-brand`, points: ANALYSES_PER_HOUR, durationSeconds: 3600 }, deps.redis);
  return {
    router: analyzeBrandRoutes({ tokens: deps.tokens, voice, limiter }),
    job,
    start: () => discovery?.start(),
    stop: () => discovery?.stop(),
  };
}
