import { resolve } from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { createLogger, listen, loadConfig, onShutdown } from '@navia/service-kit';
import { createGatewayApp } from './gateway-app';
import { overHttp, type Dispatch } from './lib/dispatch';
import { startEmbeddedServices } from './embedded';

/**
 * The gateway process. With every <SERVICE>_SERVICE_URL set it routes over HTTP to services running apart
 * (production); otherwise it runs all services inside itself (the embedded default of `npm start`).
 */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = createLogger('gateway');
  const staticRoot = resolve(config.staticRoot ?? resolve(__dirname, '../../..'));
  const missing = SERVICE_NAMES.filter((s) => !config.serviceUrls[s]);
  const proxyMode = process.env.GATEWAY_MODE === 'proxy' || missing.length === 0;

  let dispatch: Record<ServiceName, Dispatch>;
  let readiness: Record<string, () => Promise<void>> = {};
  let stopServices = async () => undefined as void;
  if (proxyMode) {
    if (missing.length) throw new Error(`GATEWAY_MODE=proxy needs ${missing.map((s) => `${s.toUpperCase()}_SERVICE_URL`).join(', ')}`);
    dispatch = Object.fromEntries(SERVICE_NAMES.map((s) => [s, overHttp(config.serviceUrls[s] as string)])) as Record<ServiceName, Dispatch>;
    readiness = Object.fromEntries(
      SERVICE_NAMES.map((s) => [s, async () => {
        const res = await fetch(new URL('/readyz', config.serviceUrls[s]), { signal: AbortSignal.timeout(2000) });
        if (!res.ok) throw new Error(`${s} not ready (${res.status})`);
      }]),
    );
  } else {
    const embedded = await startEmbeddedServices(config, log);
    dispatch = embedded.dispatch;
    readiness = embedded.readiness;
    stopServices = embedded.stop;
  }

  const app = createGatewayApp({ log, dispatch, staticRoot, readiness, trustProxy: process.env.TRUST_PROXY === 'true' });
  const server = await listen(app.callback(), config.port, config.host);
  log.info({ mode: proxyMode ? 'proxy' : 'embedded', ms: Date.now() - started }, 'gateway ready');
  // The one line a newcomer looks for.
  process.stdout.write(`\nNavia is ready at ${server.url}\n\n`);

  onShutdown(log, async () => {
    await server.close();
    await stopServices();
  });
}

main().catch((err) => {
  process.stderr.write(`Navia failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
