import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  MAX_API_TOKENS,
  apiTokenSessionId,
  planFromProviderIds,
  type ApiTokenSummary,
  type CreateApiTokenBody,
  type CreateApiTokenResponse,
  type PlanKey,
  type ResolvedApiToken,
} from '@navia/contracts';
import { conflict, notFound, unauthorized } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { featureRefusal, hasFeature } from '../lib/plan-feature';
import type { ApiTokenRow } from '../repositories/api-tokens-repository';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Refused naming the plan that unlocks API access (issue 19: "403 with the plan that unlocks it"). */
const apiAccessRefusal = () => featureRefusal('apiAccess', 'API access requires');

export function presentApiToken(row: ApiTokenRow): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    hint: `${row.hint}…`,
  };
}

/** A new token: 32 random bytes after the prefix; only its SHA-256 is stored, the token is answered this once. */
export async function createApiToken(deps: Pick<IdentityDeps, 'db' | 'apiTokens'>, userId: string, plan: PlanKey, body: CreateApiTokenBody): Promise<CreateApiTokenResponse> {
  if (!hasFeature(plan, 'apiAccess')) throw apiAccessRefusal();
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await deps.db.transaction(async (trx) => {
    await deps.apiTokens.lockUser(userId, trx);
    if ((await deps.apiTokens.countForUser(userId, trx)) >= MAX_API_TOKENS) throw conflict(`You have ${MAX_API_TOKENS} API tokens: revoke one to make another`);
    return deps.apiTokens.insert(
      { id: randomUUID(), user_id: userId, name: body.name, scopes: body.scopes, token_sha256: sha256(token), hint: token.slice(0, API_TOKEN_PREFIX.length + 4) },
      trx,
    );
  });
  return { token, apiToken: presentApiToken(row) };
}

/** Revokes at once: the row goes, and every process drops what it trusted of the token (the revocation list). */
export async function revokeApiToken(deps: Pick<IdentityDeps, 'apiTokens' | 'tokens'>, userId: string, id: string): Promise<void> {
  if (!(await deps.apiTokens.delete(userId, id))) throw notFound('API token');
  await deps.tokens.revocations.revokeSession(apiTokenSessionId(id));
}

/**
 * What a service asks when shown a token: whose it is, its scopes, and the user's plan now. A token of a user whose
 * plan no longer has API access is refused with the plan that unlocks it (it works again after an upgrade).
 */
export async function resolveApiToken(deps: Pick<IdentityDeps, 'apiTokens' | 'users' | 'log'>, token: string): Promise<ResolvedApiToken> {
  const row = token.startsWith(API_TOKEN_PREFIX) ? await deps.apiTokens.findByHash(sha256(token)) : undefined;
  if (!row) throw unauthorized('Invalid API token');
  const user = await deps.users.findById(row.user_id);
  if (!user) throw unauthorized('Invalid API token');
  const plan = planFromProviderIds(user.plan_ids ?? []);
  if (!hasFeature(plan, 'apiAccess')) throw apiAccessRefusal();
  await deps.apiTokens.touch(row.id).catch((err) => deps.log.warn({ err }, 'could not note an API token’s use'));
  const timeZone = typeof user.public_metadata?.timezone === 'string' && user.public_metadata.timezone ? user.public_metadata.timezone : 'UTC';
  return { userId: user.id, tokenId: row.id, scopes: row.scopes, plan, timeZone };
}
