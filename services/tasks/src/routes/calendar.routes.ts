import Router from '@koa/router';
import { z } from 'zod';
import { calendarFeedPath, icsCalendar, taskEvent, type CalendarFeedResponse } from '@navia/contracts';
import { auth, route, userTimeZone, type AccessTokenVerifier } from '@navia/service-kit';
import type Koa from 'koa';
import type { TasksDeps } from '../deps';

type CalendarDeps = Pick<TasksDeps, 'tasks' | 'calendarFeeds' | 'identity'> & { tokens: AccessTokenVerifier };

const FEED_FILE = /^([A-Za-z0-9_-]{20,200})\.ics$/;

function feedAnswer(ctx: Koa.Context, secret: string): CalendarFeedResponse {
  const path = calendarFeedPath(secret);
  return { url: `${ctx.protocol}://${ctx.host}${path}`, path };
}

/**
 * Issue 17: the ICS feed of the user's open dated tasks. The address is asked for signed in (GET /api/calendar/feed,
 * made on first use) and replaced by a rotation; the feed itself (`/ical/<secret>.ics`) needs no sign-in, since
 * calendar apps cannot sign in: the secret is its only key, and an unknown one is a plain 404.
 */
export function calendarRoutes(deps: CalendarDeps): Router {
  const router = new Router();

  const signedIn = new Router({ prefix: '/api/calendar' });
  signedIn.use(auth(deps.tokens));
  signedIn.get('/feed', route(async (c, { auth: { userId } }) => {
    c.body = feedAnswer(c, await deps.calendarFeeds.secretFor(userId)) satisfies CalendarFeedResponse;
  }));
  signedIn.post('/feed/rotate', route(async (c, { auth: { userId } }) => {
    c.body = feedAnswer(c, await deps.calendarFeeds.rotate(userId)) satisfies CalendarFeedResponse;
  }));

  router.get('/ical/:file', async (ctx) => {
    const secret = FEED_FILE.exec(z.string().parse(ctx.params.file))?.[1];
    const userId = secret ? await deps.calendarFeeds.userFor(secret) : undefined;
    if (!userId) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const [timeZone, tasks] = await Promise.all([userTimeZone({ userId }, deps.identity), deps.tasks.openDatedForUser(userId)]);
    const origin = `${ctx.protocol}://${ctx.host}`;
    ctx.type = 'text/calendar; charset=utf-8';
    // Calendar apps poll; a proxy must not keep one user's feed for another (the gateway's default is no-store).
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.body = icsCalendar({
      name: 'Navia tasks',
      timeZone,
      stamp: new Date(),
      events: tasks.map((t) => taskEvent({ id: t.id, title: t.title, strategy: t.strategy_name, description: t.description }, t.due_date as string, Number(t.schedule_sequence ?? 0), origin)),
    });
  });

  router.use(signedIn.routes(), signedIn.allowedMethods());
  return router;
}
