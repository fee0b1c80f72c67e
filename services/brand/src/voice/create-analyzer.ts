import type { LocalAiDiscovery } from '@navia/service-kit';
import type { BrandVoiceSettings } from '../settings';
import { AnalyzerError, type BrandVoiceAnalyzer } from './brand-voice-analyzer';
import { MindStudioAnalyzer } from './mindstudio-analyzer';
import { OfflineAnalyzer } from './offline-analyzer';
import { OpenAiCompatibleAnalyzer } from './openai-compatible-analyzer';

/**
 * BRAND_VOICE_ANALYZER picks the analyzer: auto (default: the model server LocalAiDiscovery finds on this machine,
 * its default model, else the offline analyzer), offline, mindstudio, or openai (any compatible endpoint). The
 * answer picks one per analysis, so a model server started or stopped after us is used or left from the next one.
 */
export function analyzerPicker(config: BrandVoiceSettings, discovery: LocalAiDiscovery | null): () => Promise<BrandVoiceAnalyzer> {
  const timeoutMs = Math.round(config.remoteTimeoutSeconds * 1000);
  const offline = new OfflineAnalyzer();
  switch (config.analyzer) {
    case 'offline':
      return async () => offline;
    case 'mindstudio': {
      const { apiKey, workerId } = config.mindstudio;
      // loadBrandSettings refuses this combination already; kept so the analyzer can never run half-configured.
      if (!apiKey || !workerId) throw new Error('BRAND_VOICE_ANALYZER=mindstudio needs MINDSTUDIO_API_KEY and MINDSTUDIO_BRAND_VOICE_WORKER_ID');
      const ms = new MindStudioAnalyzer({ ...config.mindstudio, apiKey, workerId, timeoutMs, retries: config.remoteRetries });
      return async () => ms;
    }
    case 'openai': {
      const oa = new OpenAiCompatibleAnalyzer({ ...config.openai, timeoutMs, retries: config.remoteRetries });
      return async () => oa;
    }
    case 'auto': {
      if (!discovery) throw new Error('BRAND_VOICE_ANALYZER=auto needs a LocalAiDiscovery');
      const found = new Map<string, BrandVoiceAnalyzer>();
      return async () => {
        const server = await discovery.current();
        if (!server) return offline;
        const model = server.models[0];
        const key = `${server.baseUrl} ${model}`;
        let analyzer = found.get(key);
        if (!analyzer) {
          const local = new OpenAiCompatibleAnalyzer({ baseUrl: server.baseUrl, model, timeoutMs, retries: config.remoteRetries, label: `The local model ${model}`, local: true });
          // A failed analysis makes the next one look again, so a server that stopped is not asked twice.
          analyzer = {
            name: local.name,
            model: local.model,
            analyze: (input, opts) =>
              local.analyze(input, opts).catch((err: unknown) => {
                if (err instanceof AnalyzerError) void discovery.probe();
                throw err;
              }),
          };
          found.set(key, analyzer);
        }
        return analyzer;
      };
    }
  }
}
