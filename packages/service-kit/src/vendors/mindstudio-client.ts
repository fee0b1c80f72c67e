import { callVendor, upstreamMessage, vendorFailure, type VendorCaller } from './vendor-http';

/** Where and as whom to reach MindStudio (reference/external-apis.md). */
export interface MindStudioConnection {
  baseUrl: string;
  apiKey: string;
  /** `/developer/v2/agents/run` (current); older accounts use `/developer/v2/workers/run` or `/developer/v2/apps/run`. */
  runPath: string;
  /** `/developer/v2/agents/load` (legacy `/developer/v2/workers/load`); only callers that list workers need it. */
  loadPath?: string;
}

export interface MindStudioRun {
  workerId: string;
  workflow: string;
  variables: Record<string, unknown>;
}

export interface MindStudioWorker {
  id: string;
  name: string;
  description: string;
  slug: string | null;
}

/**
 * MindStudio's developer API, run synchronously: `POST {runPath}` with `{workerId, workflow, variables}` answers
 * `{success, threadId, thread, result}`; `GET {loadPath}` lists the account's workers. What a run is asked and what
 * its `result` means is the caller's business; failures are the caller's errors (VendorCaller).
 */
export class MindStudioClient {
  constructor(
    private readonly connection: MindStudioConnection,
    private readonly caller: VendorCaller,
  ) {}

  private url(path: string): string {
    return `${this.connection.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private get headers(): Record<string, string> {
    return { authorization: `Bearer ${this.connection.apiKey}` };
  }

  /** Runs a worker and returns its `result` (text, or an object): never empty, or the caller's error. */
  async run(run: MindStudioRun, opts: { signal?: AbortSignal } = {}): Promise<unknown> {
    const { runPath } = this.connection;
    const { body } = await callVendor(
      this.caller,
      this.url(runPath),
      {
        method: 'POST',
        payload: {
          workerId: run.workerId,
          // Older generations of the API name the worker appId.
          ...(runPath.includes('/apps/') ? { appId: run.workerId } : {}),
          workflow: run.workflow,
          variables: run.variables,
        },
        headers: this.headers,
      },
      opts.signal,
    );
    const answer = (typeof body === 'object' && body !== null ? body : {}) as { success?: boolean; result?: unknown };
    if (answer.success === false) throw vendorFailure(this.caller, 'reported that the run failed', { detail: upstreamMessage(body) });
    if (answer.result === undefined || answer.result === null || answer.result === '') {
      throw vendorFailure(this.caller, `answered without ${this.caller.missing}`);
    }
    return answer.result;
  }

  /** The account's workers (`apps`), skipping entries without an id. */
  async listWorkers(opts: { signal?: AbortSignal } = {}): Promise<MindStudioWorker[]> {
    const { loadPath } = this.connection;
    if (!loadPath) throw new Error('MindStudioClient.listWorkers needs a loadPath');
    const { body } = await callVendor(this.caller, this.url(loadPath), { method: 'GET', headers: this.headers }, opts.signal);
    const apps = (body as { apps?: unknown } | undefined)?.apps;
    if (!Array.isArray(apps)) throw vendorFailure(this.caller, 'answered the worker list in an unknown shape');
    return apps
      .filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null && typeof (a as { id?: unknown }).id === 'string')
      .map((a) => ({
        id: String(a.id),
        name: typeof a.name === 'string' ? a.name : String(a.id),
        description: typeof a.description === 'string' ? a.description : '',
        slug: typeof a.slug === 'string' ? a.slug : null,
      }));
  }
}
