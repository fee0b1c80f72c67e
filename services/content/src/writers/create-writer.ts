import type { ContentWriter } from './content-writer';
import { MindStudioWriter } from './mindstudio-writer';
import { OfflineComposer } from './offline-composer';
import { OpenAiWriter } from './openai-writer';
import type { WriterSettings } from '../settings';

/** WRITER picks the writer: offline (default), mindstudio, or openai (any compatible endpoint). */
export function createWriter(s: WriterSettings): ContentWriter {
  const timeoutMs = Math.round(s.timeoutSeconds * 1000);
  switch (s.writer) {
    case 'offline':
      return new OfflineComposer();
    case 'mindstudio': {
      const { apiKey } = s.mindstudio;
      // loadContentSettings refuses this already; kept so the writer can never run half-configured.
      if (!apiKey) throw new Error('WRITER=mindstudio needs MINDSTUDIO_API_KEY and MINDSTUDIO_WRITER_WORKER_ID');
      return new MindStudioWriter({ ...s.mindstudio, apiKey, timeoutMs, retries: s.retries, maxTokens: s.maxTokens });
    }
    case 'openai':
      return new OpenAiWriter({ ...s.openai, temperature: s.temperature, timeoutMs, retries: s.retries, maxTokens: s.maxTokens });
  }
}
