import type { BrandVoiceSettings } from '../settings';
import type { BrandVoiceAnalyzer } from './brand-voice-analyzer';
import { MindStudioAnalyzer } from './mindstudio-analyzer';
import { OfflineAnalyzer } from './offline-analyzer';
import { OpenAiCompatibleAnalyzer } from './openai-compatible-analyzer';

/** BRAND_VOICE_ANALYZER picks the analyzer: offline (default), mindstudio, or openai (any compatible endpoint). */
export function createAnalyzer(config: BrandVoiceSettings): BrandVoiceAnalyzer {
  const timeoutMs = Math.round(config.remoteTimeoutSeconds * 1000);
  switch (config.analyzer) {
    case 'offline':
      return new OfflineAnalyzer();
    case 'mindstudio': {
      const { apiKey, workerId } = config.mindstudio;
      // loadBrandSettings refuses this combination already; kept so the analyzer can never run half-configured.
      if (!apiKey || !workerId) throw new Error('BRAND_VOICE_ANALYZER=mindstudio needs MINDSTUDIO_API_KEY and MINDSTUDIO_BRAND_VOICE_WORKER_ID');
      return new MindStudioAnalyzer({ ...config.mindstudio, apiKey, workerId, timeoutMs, retries: config.remoteRetries });
    }
    case 'openai':
      return new OpenAiCompatibleAnalyzer({ ...config.openai, timeoutMs, retries: config.remoteRetries });
  }
}
