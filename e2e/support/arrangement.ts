import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The repository root (specs and helpers run their processes from it, like start-production.mjs). */
export const ROOT = resolve(__dirname, '..', '..');

/** What start-production.mjs wrote for processes that join the arrangement it started (see its STATE_FILE). */
export interface Arrangement {
  gatewayUrl: string;
  databaseName: string;
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  /** The environment its processes share (secrets included, identity's private key excluded) and the service URLs. */
  env: Record<string, string>;
}

/** The production arrangement the Playwright config started for this run. */
export function readArrangement(): Arrangement {
  const port = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
  const file = process.env.E2E_STATE_FILE ?? resolve(ROOT, 'test-results', 'e2e-production', `${port}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Arrangement;
  } catch (err) {
    throw new Error(`${file} is missing: the production webServer (e2e/support/start-production.mjs) writes it when it starts`, { cause: err });
  }
}

/** Runs a repository CLI (`tsx <entry> ...args`) with the arrangement's environment, e.g. the set-admin CLI. */
export function runCli(entry: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const arrangement = readArrangement();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...arrangement.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(out) : fail(new Error(`${entry} ${args.join(' ')} exited ${code}: ${err || out}`))));
  });
}

export interface ExtraGateway {
  url: string;
  /** What the process printed, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A second gateway process (services/gateway/src/main.ts, proxy mode) in front of the same services, with the same
 * secrets, database and Redis, on a free port (PORT=0): a second deployment of the gateway, configured by `env`
 * (REMOTE_<NAME>_URL, STATIC_ROOT ...). It serves the frontends that are already built; nothing is rebuilt.
 */
export async function startExtraGateway(env: Record<string, string>): Promise<ExtraGateway> {
  const arrangement = readArrangement();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...arrangement.env, PORT: '0', HOST: '127.0.0.1', GATEWAY_MODE: 'proxy', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the second gateway did not start in 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const ready = /Navia is ready at (http:\/\/\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        done(ready[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`the second gateway exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  }).catch(async (err) => {
    child.kill('SIGKILL');
    await exited;
    throw err;
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
