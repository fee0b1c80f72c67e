import { z } from 'zod';

type IssueLike = Pick<z.core.$ZodIssue, 'path' | 'message'> & { code?: string; input?: unknown };

/**
 * Re-raises issues of a schema parsed inside a transform (a body that comes in two forms), keeping their code,
 * path and input so the first one still names the field as sent and a missing one still reads "… is required".
 */
export function reissue(ctx: z.RefinementCtx, issues: readonly IssueLike[]): never {
  for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue } as unknown as Parameters<typeof ctx.addIssue>[0]);
  return z.NEVER;
}
