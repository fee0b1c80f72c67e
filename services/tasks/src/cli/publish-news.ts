import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createDatabase, loadConfig, migrate, withPlatformMigrations } from '@navia/service-kit';
import { presentNewsItem } from '../news/builtin-news-source';
import { NewsItemsRepository } from '../news/news-items-repository';
import { migrations } from '../migrations';
import { loadTasksSettings } from '../settings';

const USAGE = `usage:
  npm run publish-news -- --title <text> [--summary <text>] [--url <https://...>] [--category <news|welcome|...>]
                          [--important] [--date <YYYY-MM-DD or ISO date-time>]
  npm run publish-news -- --list
  npm run publish-news -- --remove <id>
Publishes to the built-in news feed (NEWS_SOURCE=builtin) on DATABASE_URL, or the embedded database under DATA_DIR.
Stop \`npm start\` first when it uses the embedded database: two processes must never open one PGlite folder.`;

const PublishInput = z.object({
  title: z.string().trim().min(1, 'give a --title').max(200, '--title: at most 200 characters'),
  summary: z.string().trim().max(2000, '--summary: at most 2,000 characters').default(''),
  url: z
    .url({ protocol: /^https?$/, message: '--url: give an http(s) address' })
    .max(2000)
    .optional(),
  category: z.string().trim().min(1).max(40, '--category: at most 40 characters').default('news'),
  important: z.boolean().default(false),
  date: z
    .string()
    .refine((d) => !Number.isNaN(Date.parse(d)), '--date: give a date such as 2026-11-25')
    .optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      title: { type: 'string' },
      summary: { type: 'string' },
      url: { type: 'string' },
      category: { type: 'string' },
      important: { type: 'boolean' },
      date: { type: 'string' },
      list: { type: 'boolean' },
      remove: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const parsed = values.list || values.remove ? undefined : PublishInput.safeParse(values);
  if (parsed && !parsed.success) {
    process.stderr.write(`${parsed.error.issues[0].message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }

  const config = loadConfig();
  const { news } = loadTasksSettings(config.env);
  const db = await createDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    await migrate(db, 'tasks', withPlatformMigrations(migrations));
    const items = new NewsItemsRepository(db, 'tasks');
    if (news.source !== 'builtin') {
      process.stderr.write(`note: NEWS_SOURCE is ${news.source}; the built-in items are not shown until it is builtin\n`);
    }
    if (values.list) {
      for (const item of (await items.listLatest(1000)).map(presentNewsItem)) {
        process.stdout.write(`${item.id}  ${item.date?.slice(0, 10)}  [${item.category}]${item.isImportant ? ' !' : ''}  ${item.title}\n`);
      }
      return;
    }
    if (values.remove) {
      const removed = z.uuid().safeParse(values.remove).success && (await items.remove(values.remove));
      process.stdout.write(removed ? `removed ${values.remove}\n` : `no news item ${values.remove}\n`);
      if (!removed) process.exitCode = 1;
      return;
    }
    const input = parsed!.data;
    const row = await items.insert({
      id: randomUUID(),
      title: input.title,
      summary: input.summary,
      url: input.url ?? null,
      category: input.category,
      is_important: input.important,
      ...(input.date ? { published_at: new Date(input.date) } : {}),
    });
    process.stdout.write(`${JSON.stringify(presentNewsItem(row))}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  process.stderr.write(`publish-news failed: ${(err as Error).message}\n`);
  process.exit(1);
});
