import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';

export interface StartedServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Listens, and on close stops accepting, lets in-flight requests finish, then drops idle keep-alive sockets. */
export async function listen(handler: Parameters<typeof createServer>[1], port: number, host = '0.0.0.0'): Promise<StartedServer> {
  const server = createServer(handler);
  server.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' ? 'localhost' : host;
  return {
    server,
    port: actual,
    url: `http://${shownHost}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 5_000).unref();
      }),
  };
}

/**
 * Runs `shutdown` once on SIGINT/SIGTERM. A second signal exits at once, so Ctrl-C twice always gets you out.
 */
export function onShutdown(log: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    shutdown()
      .then(() => process.exit(0))
      .catch((err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}
