import type { Readable } from 'node:stream';
import {
  EXPORT_FILES_PAGE,
  EXPORT_FORMAT,
  EXPORT_JSON_NAME,
  EXPORT_SCHEMA_NAME,
  EXPORT_TASKS_CSV_NAME,
  EXPORT_TASKS_PAGE,
  EXPORT_VERSION,
  exportInternal,
  planFromProviderIds,
  type ExportAccount,
} from '@navia/contracts';
import { exportJsonSchema } from '@navia/contracts/src/account/export-json-schema';
import { notFound, tooManyRequests } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { presentUser } from '../presenters/user-presenter';
import { fileMarkdown, markdownPath } from './file-markdown';
import { TASKS_CSV_HEADER, tasksCsvRows } from './tasks-csv';
import { ExportAbandonedError, ZipStream, type ZipEntryWriter } from './zip-stream';

/** What an export stands on: the account here, and the services that hold the rest. */
export type AccountExportDeps = Pick<IdentityDeps, 'users' | 'log' | 'peers'>;

const README = `Your Navia data

- ${EXPORT_JSON_NAME}: everything in your account (brands, strategies with objectives and key results, tasks,
  files with their versions and where their text came from, news read marks, settings). Its format is described by
  ${EXPORT_SCHEMA_NAME} (JSON Schema 2020-12). Navia can import this file into an account.
- ${EXPORT_TASKS_CSV_NAME}: your tasks, one per row, for a spreadsheet.
- files/: each content file as Markdown, with what the workspace shows about it at the top.
`;

/** Exports running in this process, by user: one at a time each, since an export reads the whole account. */
const running = new Set<string>();

/**
 * The signed-in user's export (issue 19, `GET /api/export`): a zip streamed as it is gathered. The account and the
 * brands are read before the answer starts, so a service that is down then gets a proper error answer; a failure
 * after that ends the download with an error (the zip is then incomplete and unreadable, never silently partial).
 * The tasks and files are read twice, page by page (once for the JSON, once for the CSV and the Markdown files),
 * so no more than a page of either is held at a time.
 */
export async function openAccountExport(deps: AccountExportDeps, userId: string): Promise<{ stream: Readable; fileName: string }> {
  if (running.has(userId)) throw tooManyRequests(5, 'Your data is already being prepared in another download');
  const row = await deps.users.findById(userId);
  if (!row) throw notFound('User');
  const user = presentUser(row);
  const account: ExportAccount = {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    plan: planFromProviderIds(row.plan_ids ?? []),
    publicMetadata: user.publicMetadata,
    createdAt: new Date(row.created_at).toISOString(),
  };
  const { brand, strategies, tasks, content } = deps.peers;
  const { brands } = await brand.call(exportInternal.brands, [userId]);

  running.add(userId);
  const zip = new ZipStream();
  const exportedAt = new Date();

  async function writeJson(entry: ZipEntryWriter): Promise<void> {
    const field = (name: string, value: unknown) => entry.write(`,\n${JSON.stringify(name)}: ${JSON.stringify(value)}`);
    await entry.write(`{${JSON.stringify('format')}: ${JSON.stringify(EXPORT_FORMAT)}`);
    await field('version', EXPORT_VERSION);
    await field('exportedAt', exportedAt.toISOString());
    await field('account', account);
    await field('brands', brands);
    await field('strategies', (await strategies.call(exportInternal.strategies, [userId])).strategies);
    await writeArray(entry, 'tasks', eachTasksPage());
    await writeArray(entry, 'files', eachFilesPage());
    await field('newsReads', (await tasks.call(exportInternal.newsReads, [userId])).newsReads);
    await field('settings', (await content.call(exportInternal.settings, [userId])).settings);
    await entry.write('\n}\n');
    await entry.end();
  }

  const eachTasksPage = () => pages((after) => tasks.call(exportInternal.tasks, [userId, after, EXPORT_TASKS_PAGE]), (page) => page.tasks);
  const eachFilesPage = () => pages((after) => content.call(exportInternal.files, [userId, after, EXPORT_FILES_PAGE]), (page) => page.files);

  async function write(): Promise<void> {
    const readme = zip.entry('README.md');
    await readme.write(README);
    await readme.end();
    await writeJson(zip.entry(EXPORT_JSON_NAME));
    const schema = zip.entry(EXPORT_SCHEMA_NAME);
    await schema.write(JSON.stringify(exportJsonSchema(), null, 2) + '\n');
    await schema.end();
    const csv = zip.entry(EXPORT_TASKS_CSV_NAME);
    // A byte-order mark, so a spreadsheet reads the file as UTF-8 (names and emoji intact).
    await csv.write('\uFEFF' + TASKS_CSV_HEADER);
    for await (const page of eachTasksPage()) await csv.write(tasksCsvRows(page));
    await csv.end();
    for await (const page of eachFilesPage()) {
      for (const file of page) {
        const md = zip.entry(markdownPath(file));
        await md.write(fileMarkdown(file));
        await md.end();
      }
    }
    zip.finish();
  }

  void write()
    .catch((err: Error) => {
      if (err instanceof ExportAbandonedError) deps.log.info({ userId }, 'export stopped: the download was closed');
      else deps.log.error({ err, userId }, 'export failed part way; the download is ended with an error');
      zip.fail(err);
    })
    .finally(() => running.delete(userId));
  return { stream: zip.stream, fileName: `navia-export-${exportedAt.toISOString().slice(0, 10)}.zip` };
}

/** Every page of a section paged by id: each asked for after the previous one's `next`, until there is none. */
async function* pages<P extends { next: string | null }, T>(read: (after: string | undefined) => Promise<P>, items: (page: P) => T[]): AsyncGenerator<T[]> {
  let after: string | undefined;
  do {
    const page = await read(after);
    yield items(page);
    after = page.next ?? undefined;
  } while (after);
}

/** `"name": [` then each page's items, comma-separated, then `]`. */
async function writeArray<T>(entry: ZipEntryWriter, name: string, pages: AsyncIterable<T[]>): Promise<void> {
  await entry.write(`,\n${JSON.stringify(name)}: [`);
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    await entry.write((first ? '\n' : ',\n') + page.map((item) => JSON.stringify(item)).join(',\n'));
    first = false;
  }
  await entry.write('\n]');
}
