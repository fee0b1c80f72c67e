import { MindStudioClient } from '@navia/service-kit';
import { AnalyzerError, type AnalyzedVoice, type AnalyzerModel, type BrandVoiceAnalyzer, type VoiceAnalysisInput } from './brand-voice-analyzer';
import { parseVoiceAnswer, samplesDocument, VOICE_INSTRUCTIONS } from './remote-answer';

export interface MindStudioSettings {
  baseUrl: string;
  apiKey: string;
  /** `/developer/v2/agents/run` (current); older accounts use `/developer/v2/workers/run` or `/developer/v2/apps/run`. */
  runPath: string;
  workerId: string;
  workflow: string;
  timeoutMs: number;
  retries: number;
}

/**
 * The seed product's analysis backend: a MindStudio worker run synchronously (service-kit's MindStudioClient).
 * The worker receives the samples and our instructions as launch variables (`content`, `instructions`,
 * `companyName`, `industry`) and answers the voice as JSON text in `result` (or as an object).
 */
export class MindStudioAnalyzer implements BrandVoiceAnalyzer {
  readonly name = 'mindstudio' as const;
  readonly model: AnalyzerModel;
  private readonly client: MindStudioClient;

  constructor(private readonly settings: MindStudioSettings) {
    this.model = { provider: 'mindstudio', model: settings.workerId, local: false };
    const { baseUrl, apiKey, runPath, timeoutMs, retries } = settings;
    this.client = new MindStudioClient(
      { baseUrl, apiKey, runPath },
      { label: 'The mindstudio analyzer', missing: 'a result', error: (message, status) => new AnalyzerError('mindstudio', message, status), timeoutMs, retries },
    );
  }

  async analyze(input: VoiceAnalysisInput, opts: { signal?: AbortSignal } = {}): Promise<AnalyzedVoice> {
    const result = await this.client.run(
      {
        workerId: this.settings.workerId,
        workflow: this.settings.workflow,
        variables: {
          content: samplesDocument(input),
          instructions: VOICE_INSTRUCTIONS,
          companyName: input.brand?.companyName ?? '',
          industry: input.brand?.industry ?? '',
        },
      },
      opts,
    );
    // MindStudio reports no tokens: estimated from the answer, as the writers do.
    return { ...parseVoiceAnswer(result, 'mindstudio'), tokens: Math.ceil(JSON.stringify(result ?? '').length / 4) };
  }
}
