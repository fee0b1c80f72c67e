import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// What `npm start` runs once its install and build checks pass: the gateway entry on the embedded defaults.
const ROOT = resolve(__dirname, '../../..');
const PORT = 8300 + (process.pid % 500);
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'navia-restart-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(): Promise<{ child: ChildProcess; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PASSWORD_HASH_LOG_N: '10', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (b) => (out += b));
  child.stderr!.on('data', (b) => (out += b));
  return new Promise((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`not ready:\n${out}`)), 60_000);
    child.stdout!.on('data', () => {
      if (out.includes(`Navia is ready at http://localhost:${PORT}`)) {
        clearTimeout(timer);
        res({ child, output: () => out });
      }
    });
    child.once('exit', (code) => rej(new Error(`exited ${code} before ready:\n${out}`)));
  });
}

function ctrlC(child: ChildProcess): Promise<number | null> {
  return new Promise((res) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => res(code));
    child.kill('SIGINT');
  });
}

const api = (path: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${PORT}${path}`, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });

it('keeps the data of the first start on a second start, and stops cleanly on Ctrl-C', async () => {
  const first = await start();
  const email = `restart.${Date.now()}@example.com`;
  expect((await api('/api/auth/sign-up', { email, password: 'restart-password', firstName: 'Rio' })).status).toBe(201);
  expect(await ctrlC(first.child)).toBe(0);
  // Generated secrets are kept, private to the owner, so tokens and sessions of the first start stay valid.
  expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);

  const second = await start();
  try {
    const signIn = await api('/api/auth/sign-in', { email, password: 'restart-password' });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { user: { firstName: string } }).user.firstName).toBe('Rio');
  } finally {
    expect(await ctrlC(second.child)).toBe(0);
  }
}, 120_000);
