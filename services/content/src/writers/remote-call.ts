import type { WriterName } from '@navia/contracts';
import { RemoteCallError, requestJson, type RemoteAnswer, type RemoteCallOptions } from '@navia/service-kit';
import { WriterError } from './content-writer';

/** A JSON call to a remote writer; failures become WriterError with a message of ours (the vendor's text goes to `detail`). */
export async function callWriter(
  writer: WriterName,
  url: string,
  init: { method?: 'GET' | 'POST'; payload?: unknown; headers?: Record<string, string> },
  opts: RemoteCallOptions,
): Promise<RemoteAnswer> {
  try {
    return await requestJson(url, init, opts);
  } catch (err) {
    if (!(err instanceof RemoteCallError)) throw err;
    const seconds = Math.round(opts.timeoutMs / 100) / 10;
    let error: WriterError;
    switch (err.kind) {
      case 'timeout':
        error = new WriterError(writer, `The ${writer} writer did not answer within ${seconds} s`);
        break;
      case 'unreachable':
        error = new WriterError(writer, `The ${writer} writer could not be reached`);
        break;
      case 'cut_off':
        error = new WriterError(writer, `The ${writer} writer's answer was cut off`);
        break;
      case 'http': {
        const status = err.status ?? 0;
        const reason = status === 401 || status === 403 ? 'refused our credentials' : status === 429 ? 'is rate limiting us' : 'answered with an error';
        error = new WriterError(writer, `The ${writer} writer ${reason} (HTTP ${status})`, status);
        break;
      }
    }
    error.detail = err.detail;
    throw error;
  }
}

/** Drops a fence a chat model wraps its whole answer in (```markdown … ```). */
export function unfence(text: string): string {
  const m = /^\s*```[a-zA-Z]*\n([\s\S]*?)\n```\s*$/.exec(text);
  return (m ? m[1] : text).trim();
}
