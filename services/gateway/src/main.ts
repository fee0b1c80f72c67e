import { createLogger, loadConfig, onShutdown } from '@navia/service-kit';
import { startGateway } from './start-gateway';

/**
 * The gateway process. With every <SERVICE>_SERVICE_URL set it routes over HTTP to services running apart
 * (production); otherwise it runs all services inside itself (the embedded default of `npm start`).
 */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = createLogger('gateway');
  // GATEWAY_MODE, TRUST_PROXY and the remotes' settings are the gateway's own (settings.ts), read by startGateway.
  const gateway = await startGateway(config, log);
  log.info({ mode: gateway.mode, ms: Date.now() - started }, 'gateway ready');
  // The one line a newcomer looks for (the start script and benchmarks wait for it too).
  process.stdout.write(`\nNavia is ready at ${gateway.url}\n\n`);
  onShutdown(log, gateway.stop);
}

main().catch((err) => {
  process.stderr.write(`Navia failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
