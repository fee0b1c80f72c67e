import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * HTTP servers on 127.0.0.1 that speak the AI vendors' protocols (reference/external-apis.md) for tests: MindStudio's
 * run and load endpoints and OpenAI's chat completions, with their error bodies and 401 on a wrong key, and on demand
 * rate limits with Retry-After, 5xx, slow answers, dropped connections and hung requests. What a successful answer
 * holds is the test's (a voice for the brand analyzer, a draft for the content writers). Tests only: production
 * code reaches none of this (`@navia/service-kit/testing`).
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
  /** When it arrived (Date.now()), to check the pause before a retry. */
  at: number;
}

/** What the fake does with the next request; queued behaviours are used once each, then `ok`. */
export type Behaviour =
  | { kind: 'ok' }
  | { kind: 'error'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'raw'; status: number; body: string; contentType?: string }
  | { kind: 'drop' }
  /** Holds the request until `release()` (or the client gives up): a vendor stuck mid-job. */
  | { kind: 'hang' };

export interface FakeVendorServer {
  url: string;
  port: number;
  /** Every request received, in order (tests may empty it between cases). */
  requests: RecordedRequest[];
  /** Behaviours for the next requests, in order. */
  queue(...b: Behaviour[]): void;
  /** Answers every held request normally. */
  release(): void;
  /** Resolves when `requests` holds `n` requests. */
  received(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface StartedServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** An HTTP server on a free port of 127.0.0.1 handing each request its whole body as text; `close` drops open connections. */
export async function startHttpServer(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>): Promise<StartedServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void handler(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  // The client may have given up (deadline) while a slow or held answer waited.
  if (res.destroyed || res.socket?.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A fake vendor: `routes` maps `METHOD /path` to the successful answer for a request body. */
async function fakeVendor(opts: { routes: Record<string, (body: any) => unknown>; apiKey?: string; unauthorizedBody: unknown }): Promise<FakeVendorServer> {
  const requests: RecordedRequest[] = [];
  const pending: Behaviour[] = [];
  const held: Array<() => void> = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  const started = await startHttpServer(async (req, res, raw) => {
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      /* keep the text */
    }
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, at: Date.now() });
    for (const w of waiters.filter((x) => requests.length >= x.n)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
    const route = opts.routes[`${req.method} ${(req.url ?? '').split('?')[0]}`];
    if (!route) return json(res, 404, { error: 'Not found' });
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) return json(res, 401, opts.unauthorizedBody);
    const b = pending.shift() ?? { kind: 'ok' };
    switch (b.kind) {
      case 'error':
        return json(res, b.status, b.body, b.headers);
      case 'raw':
        res.writeHead(b.status, { 'content-type': b.contentType ?? 'text/plain' });
        return void res.end(b.body);
      case 'drop':
        return void req.socket.destroy();
      case 'slow':
        // Stops waiting when the client gives up, so no timer outlives the test.
        await new Promise<void>((r) => {
          const timer = setTimeout(r, b.delayMs);
          res.once('close', () => (clearTimeout(timer), r()));
        });
        return json(res, 200, route(body));
      case 'hang':
        await new Promise<void>((r) => held.push(r));
        return json(res, 200, route(body));
      case 'ok':
        return json(res, 200, route(body));
    }
  });
  return {
    url: started.url,
    port: started.port,
    requests,
    queue: (...b) => pending.push(...b),
    release: () => held.splice(0).forEach((r) => r()),
    received: (n, timeoutMs = 15_000) =>
      requests.length >= n
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const t = setTimeout(() => reject(new Error(`fake vendor got ${requests.length} of ${n} requests`)), timeoutMs);
            waiters.push({ n, resolve: () => (clearTimeout(t), resolve()) });
          }),
    close: () => {
      held.splice(0).forEach((r) => r());
      return started.close();
    },
  };
}

export interface FakeMindStudioOptions {
  /** The key the fake expects as `Bearer`; '' accepts any request. */
  apiKey?: string;
  /** The run's `result` for a request body (`{workerId, workflow, variables}`). */
  result: (body: any) => unknown;
  /** The account's workers (`GET /developer/v2/agents/load` → `apps`). */
  apps?: Array<{ id: string; name?: string; description?: string; slug?: string }>;
}

/** MindStudio: `POST /developer/v2/agents/run` → `{success, threadId, thread, result, billingCost}`; `GET /developer/v2/agents/load` → `{orgId, orgName, apps}`. */
export function fakeMindStudioServer(opts: FakeMindStudioOptions): Promise<FakeVendorServer> {
  return fakeVendor({
    apiKey: opts.apiKey ?? 'ms-test-key',
    unauthorizedBody: { error: 'Unauthorized', message: 'Invalid API key ms-…key', code: 'unauthorized' },
    routes: {
      'POST /developer/v2/agents/run': (body) => ({
        success: true,
        threadId: 'thread-1',
        thread: { id: 'thread-1', posts: [] },
        result: opts.result(body),
        billingCost: 0.002,
      }),
      'GET /developer/v2/agents/load': () => ({ orgId: 'org-1', orgName: 'Test Org', apps: opts.apps ?? [] }),
    },
  });
}

export interface FakeOpenAiOptions {
  /** The key the fake expects as `Bearer`; '' accepts any request, as local servers do. */
  apiKey?: string;
  /** The assistant's message for a request body (`{model, messages, …}`). */
  reply: (body: any) => string;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  /** What `GET /v1/models` lists (a local model server's models); the default lists `test-model`. */
  models?: string[];
}

/**
 * OpenAI-compatible `POST /v1/chat/completions` → `{id, object, model, choices: [{message}], usage}`, and
 * `GET /v1/models` → `{object: 'list', data: [{id, object, created, owned_by}]}` as Ollama, llama.cpp and vLLM serve it.
 */
export function fakeOpenAiServer(opts: FakeOpenAiOptions): Promise<FakeVendorServer> {
  return fakeVendor({
    apiKey: opts.apiKey ?? 'sk-test-key',
    unauthorizedBody: { error: { message: 'Incorrect API key provided: sk-te****key', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } },
    routes: {
      'POST /v1/chat/completions': (body) => ({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: body?.model,
        choices: [{ index: 0, message: { role: 'assistant', content: opts.reply(body) }, finish_reason: 'stop' }],
        usage: opts.usage ?? { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      }),
      'GET /v1/models': () => ({
        object: 'list',
        data: (opts.models ?? ['test-model']).map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'library' })),
      }),
    },
  });
}
