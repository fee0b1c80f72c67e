import { metricsRegistry } from '@navia/service-kit';

/**
 * How many times identity has answered its internal user lookup (`GET /internal/users/:id`, what services called to
 * learn a user's time zone) in this process, read from the request counter every service records. The test system
 * runs every service in the test's process, so a test can assert that a call made no lookup.
 */
export async function identityUserLookups(): Promise<number> {
  const metric = metricsRegistry.getSingleMetric('navia_http_requests_total');
  if (!metric) throw new Error('the request counter is not registered');
  const { values } = await metric.get();
  return values
    .filter((v) => v.labels.service === 'identity' && v.labels.method === 'GET' && v.labels.route === '/internal/users/:id')
    .reduce((n, v) => n + v.value, 0);
}
