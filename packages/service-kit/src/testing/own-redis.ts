import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on right now (the OS picks it; it is released before the caller binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface OwnRedis {
  url: string;
  port: number;
  /** Kills the server outright (SIGKILL), as a crash or a lost node would: clients see dropped connections. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data folder; with the append-only file, what was acknowledged is back. */
  restart(): Promise<void>;
  /** Stops it for good and removes its data folder. */
  close(): Promise<void>;
}

/**
 * A `redis-server` of the test's own on a free port (the machine's shared instance is left alone), configured as
 * docs/operations.md asks of production: append-only file, fsync on every write, so a restart loses no job that
 * was acknowledged.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'navia-redis-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} (is it installed?)`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 10 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    restart: start,
    async close() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
