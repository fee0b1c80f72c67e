import { AnalyzerError, type BrandVoiceAnalyzer, type VoiceAnalysis, type VoiceAnalysisInput } from './brand-voice-analyzer';
import { parseVoiceAnswer, samplesDocument, VOICE_INSTRUCTIONS } from './remote-answer';
import { postJson, upstreamMessage } from './remote-http';

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
 * The seed product's analysis backend: a MindStudio worker run synchronously. The worker receives the samples and
 * our instructions as launch variables (`content`, `instructions`, `companyName`, `industry`) and answers the
 * voice as JSON text in `result` (or as an object).
 */
export class MindStudioAnalyzer implements BrandVoiceAnalyzer {
  readonly name = 'mindstudio' as const;

  constructor(private readonly settings: MindStudioSettings) {}

  async analyze(input: VoiceAnalysisInput, opts: { signal?: AbortSignal } = {}): Promise<VoiceAnalysis> {
    const s = this.settings;
    const url = `${s.baseUrl.replace(/\/+$/, '')}${s.runPath}`;
    const { body } = await postJson(
      'mindstudio',
      url,
      {
        workerId: s.workerId,
        // Older generations of the API name the worker appId.
        ...(s.runPath.includes('/apps/') ? { appId: s.workerId } : {}),
        workflow: s.workflow,
        variables: {
          content: samplesDocument(input),
          instructions: VOICE_INSTRUCTIONS,
          companyName: input.brand?.companyName ?? '',
          industry: input.brand?.industry ?? '',
        },
      },
      { authorization: `Bearer ${s.apiKey}` },
      { timeoutMs: s.timeoutMs, retries: s.retries, signal: opts.signal },
    );
    const answer = (typeof body === 'object' && body !== null ? body : {}) as { success?: boolean; result?: unknown };
    if (answer.success === false) {
      const error = new AnalyzerError('mindstudio', 'The mindstudio analyzer reported that the run failed');
      error.detail = upstreamMessage(body);
      throw error;
    }
    if (answer.result === undefined || answer.result === null || answer.result === '') {
      throw new AnalyzerError('mindstudio', 'The mindstudio analyzer answered without a result');
    }
    return parseVoiceAnswer(answer.result, 'mindstudio');
  }
}
