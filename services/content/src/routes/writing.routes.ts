import Router from '@koa/router';
import { ExecuteWritingBody, type ContentUsageResponse, type ExecuteWritingResponse, type WritingWorkersResponse } from '@navia/contracts';
import { route, auth, type AccessTokenVerifier } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { contentUsage } from '../usage/content-usage';
import { userClock } from '../usage/user-clock';
import { writeContent } from '../commands/write-content';
import { writerFailure } from '../commands/writing-request';
import { fileVoice } from '../commands/file-voice';
import { presentFile } from '../presenters/file-presenter';
import { callerOf } from './caller';

/** The writing-worker calls (spec part 2 §7 POST /api/mindstudio/execute-writing; part 1 §7 GET …/workers). */
export function writingRoutes(deps: ContentDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api/mindstudio' });
  router.use(auth(deps.tokens));

  router.post('/execute-writing', route({ body: ExecuteWritingBody }, async (c, { body, auth }) => {
    const { draft, file, usage } = await writeContent(deps, callerOf(auth), body);
    c.body = {
      success: true,
      content: draft.content,
      result: draft.content,
      fileId: file.id,
      fileName: file.name,
      file: presentFile(file),
      writer: draft.model.writer,
      model: draft.model.id,
      promptVersion: draft.promptVersion,
      voice: await fileVoice(deps, file),
      tokens: draft.tokens,
      usage,
    } satisfies ExecuteWritingResponse;
  }));

  router.get('/workers', route(async (c) => {
    try {
      // The server's default writer's workers (the spec's list; the composer lists itself).
      const { writer } = await deps.writers.choose(null);
      c.body = { writer: writer.name, workers: await writer.workers() } satisfies WritingWorkersResponse;
    } catch (err) {
      throw writerFailure(err, deps.log, 'worker list failed');
    }
  }));

  router.get('/usage', route(async (c, { auth }) => {
    const caller = callerOf(auth);
    const clock = await userClock(deps, caller);
    c.body = { usage: await contentUsage(deps, caller.userId, caller.plan, clock) } satisfies ContentUsageResponse;
  }));

  return router;
}
