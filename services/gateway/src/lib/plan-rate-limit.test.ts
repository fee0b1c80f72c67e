import { randomUUID } from 'node:crypto';
import { PLANS, WRITE_CEILING, type PlanKey } from '@navia/contracts';
import { AccessTokenVerifier, AppError, RevokedSessions, createLogger, generateSecrets, signAccessToken } from '@navia/service-kit';
import { AI_RATE_MESSAGE, WRITE_CEILING_MESSAGE, planRateLimit } from './plan-rate-limit';

// The limiter without Redis (its in-memory form, as on the embedded default), on the production figures.
const secrets = generateSecrets();
const bearer = (plan: PlanKey) =>
  `Bearer ${signAccessToken({ sub: randomUUID(), sid: randomUUID(), pla: plan }, secrets.jwtPrivateKey, 600)}`;
const limiter = () => planRateLimit({ tokens: new AccessTokenVerifier(secrets.jwtPublicKey, new RevokedSessions(600_000)), prefix: `t${randomUUID()}`, log: createLogger('t', 'silent') });

/** How many checks pass before the first 429, and that 429. */
async function passesBeforeRefusal(check: () => Promise<void>, max: number): Promise<{ passed: number; refusal: AppError | null }> {
  for (let passed = 0; passed < max; passed++) {
    try {
      await check();
    } catch (err) {
      return { passed, refusal: err as AppError };
    }
  }
  return { passed: max, refusal: null };
}

it('lets WRITE_CEILING ordinary writes a minute through on the free plan, then answers 429 with Retry-After', async () => {
  const check = limiter();
  const auth = bearer('free');
  const { passed, refusal } = await passesBeforeRefusal(() => check({ method: 'PATCH', authorization: auth, ai: false }), 200);
  expect(passed).toBe(WRITE_CEILING.perMinute);
  expect(refusal).toMatchObject({ status: 429, message: WRITE_CEILING_MESSAGE });
  expect(Number(refusal?.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
});

it.each(['free', 'starter', 'basic', 'pro'] as const)('lets the %s plan burst of AI calls through, then answers 429', async (plan) => {
  const check = limiter();
  const auth = bearer(plan);
  const { burst } = PLANS[plan].limits.rate;
  const { passed, refusal } = await passesBeforeRefusal(() => check({ method: 'POST', authorization: auth, ai: true }), burst + 1);
  expect(passed).toBe(burst);
  expect(refusal).toMatchObject({ status: 429, message: AI_RATE_MESSAGE });
  // AI calls spend the plan's figure, not the ceiling: ordinary writes still go through.
  await expect(check({ method: 'PATCH', authorization: auth, ai: false })).resolves.toBeUndefined();
});

it('keeps unlimited AI calls (enterprise) under the shared ceiling, so they cannot flood either', async () => {
  const check = limiter();
  const auth = bearer('enterprise');
  const { passed, refusal } = await passesBeforeRefusal(() => check({ method: 'POST', authorization: auth, ai: true }), 200);
  expect(passed).toBe(WRITE_CEILING.perMinute);
  expect(refusal).toMatchObject({ status: 429, message: WRITE_CEILING_MESSAGE });
});

it('does not count reads, or requests without a valid token (the service answers those 401)', async () => {
  const check = limiter();
  const auth = bearer('free');
  for (let i = 0; i < 100; i++) await check({ method: 'GET', authorization: auth, ai: true });
  for (let i = 0; i < 100; i++) await check({ method: 'POST', authorization: 'Bearer not-a-token', ai: true });
  for (let i = 0; i < 100; i++) await check({ method: 'POST', authorization: undefined, ai: false });
  await expect(check({ method: 'POST', authorization: auth, ai: true })).resolves.toBeUndefined();
});
