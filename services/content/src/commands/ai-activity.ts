import { AI_ACTIVITY_LIST_MAX, AI_ACTIVITY_RETENTION_DAYS, brandInternal, type AiActivityResponse } from '@navia/contracts';
import type { Caller, ContentDeps } from '../deps';

/**
 * GET /api/ai-activity (issue 18): the caller's calls to AI models, from the writers (kept here) and the brand voice
 * analyzers (kept by brand), newest first. Each service records its own in the process that made the call.
 */
export async function aiActivity(deps: Pick<ContentDeps, 'aiActivity' | 'brand'>, caller: Caller): Promise<AiActivityResponse> {
  const [writers, analyzers] = await Promise.all([deps.aiActivity.list(caller.userId), deps.brand.call(brandInternal.aiActivity, [caller.userId])]);
  const entries = [...writers.entries, ...analyzers.entries].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).slice(0, AI_ACTIVITY_LIST_MAX);
  return {
    entries,
    total: writers.total + analyzers.total,
    leftServer: writers.leftServer + analyzers.leftServer,
    retentionDays: AI_ACTIVITY_RETENTION_DAYS,
  };
}
