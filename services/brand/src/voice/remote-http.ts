import { RemoteCallError, requestJson, type RemoteAnswer, type RemoteCallOptions } from '@navia/service-kit';
import { AnalyzerError, type AnalyzerName } from './brand-voice-analyzer';

// The retry and deadline logic is shared with the content writers (service-kit `requestJson`).
export { upstreamMessage, type RemoteAnswer, type RemoteCallOptions } from '@navia/service-kit';

/**
 * POSTs JSON to a remote analyzer and returns its 2xx JSON answer. Error answers become AnalyzerError with a
 * message safe to show users (the vendor's own text, which may echo key fragments or model names, goes to
 * `detail` for the logs only).
 */
export async function postJson(
  analyzer: AnalyzerName,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
  opts: RemoteCallOptions,
): Promise<RemoteAnswer> {
  try {
    return await requestJson(url, { method: 'POST', payload, headers }, opts);
  } catch (err) {
    if (!(err instanceof RemoteCallError)) throw err;
    const seconds = Math.round(opts.timeoutMs / 100) / 10;
    let error: AnalyzerError;
    switch (err.kind) {
      case 'timeout':
        error = new AnalyzerError(analyzer, `The ${analyzer} analyzer did not answer within ${seconds} s`);
        break;
      case 'unreachable':
        error = new AnalyzerError(analyzer, `The ${analyzer} analyzer could not be reached`);
        break;
      case 'cut_off':
        error = new AnalyzerError(analyzer, `The ${analyzer} analyzer's answer was cut off`);
        break;
      case 'http': {
        const status = err.status ?? 0;
        const reason = status === 401 || status === 403 ? 'refused our credentials' : status === 429 ? 'is rate limiting us' : 'answered with an error';
        error = new AnalyzerError(analyzer, `The ${analyzer} analyzer ${reason} (HTTP ${status})`, status);
        break;
      }
    }
    error.detail = err.detail;
    throw error;
  }
}
