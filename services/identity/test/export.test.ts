import { unzipSync, strFromU8 } from 'fflate';
import {
  EXPORT_FILES_PAGE,
  EXPORT_JSON_NAME,
  EXPORT_SCHEMA_NAME,
  EXPORT_TASKS_CSV_NAME,
  NaviaExport,
  type Task,
} from '@navia/contracts';
import { exportJsonSchema } from '@navia/contracts/src/account/export-json-schema';
import { onboardedClient, startTestSystem, TestClient, type TestSystem } from '@navia/gateway/test/support/test-system';

jest.setTimeout(120_000);

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem();
});
afterAll(() => sys?.stop());

const SPRINT = {
  templateId: 'five-day-launch-sprint',
  changeValues: { obj0_kr1: '40', obj1_kr1: '12' },
  selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' },
};

/** GET /api/export as the browser's download does: the zip's entries by name. */
async function download(client: TestClient, base = sys.url): Promise<{ status: number; headers: Headers; entries: Record<string, Uint8Array>; text: string }> {
  const res = await fetch(`${base}/api/export`, { headers: client.token ? { authorization: `Bearer ${client.token}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, headers: res.headers, entries: {}, text: strFromU8(bytes) };
  return { status: res.status, headers: res.headers, entries: unzipSync(bytes), text: '' };
}

const json = (entries: Record<string, Uint8Array>) => NaviaExport.parse(JSON.parse(strFromU8(entries[EXPORT_JSON_NAME])));

describe('GET /api/export (issue 19): everything the user owns, as a zip', () => {
  it('holds the account, the brand record, strategies, tasks, files with versions, news marks and settings', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'export-all', 'pro');
    expect((await client.call('POST', '/api/brand-data', { brandData: { companyStory: 'Since 2019, "good" coffee, fast.' } })).status).toBe(200);
    const launched = await client.call('POST', '/api/strategies/create-from-template', SPRINT);
    expect(launched.status).toBe(201);
    const tasks = (await client.call('GET', '/api/tasks')).body.tasks as Task[];
    const free = tasks.find((t) => !t.dependencyId) as Task;
    expect((await client.call('PATCH', `/api/tasks/${free.id}/status`, { status: 'completed' })).status).toBe(200);
    const news = (await client.call('GET', '/api/news')).body.news as Array<{ id: string }>;
    expect((await client.call('PUT', `/api/news/${news[0].id}/read`)).status).toBe(200);
    const created = await client.call('POST', '/api/files/new', { name: '=Launch, "quoted" post', content: 'First draft' });
    expect(created.status).toBe(201);
    const fileId = created.body.file.id as string;
    expect((await client.call('PATCH', `/api/files/${fileId}/save-approved`, { content: '# Launch\n\nThe saved text' })).status).toBe(200);

    const { status, headers, entries } = await download(client);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/zip');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="navia-export-\d{4}-\d{2}-\d{2}\.zip"$/);

    const data = json(entries);
    expect(data).toMatchObject({ format: 'navia-export', version: 1 });
    expect(data.account).toMatchObject({ id: userId, plan: 'pro', firstName: 'Test', publicMetadata: { onboardingComplete: true } });
    // No secret of the account: not its password hash, not a session.
    const raw = strFromU8(entries[EXPORT_JSON_NAME]);
    expect(raw).not.toMatch(/password|scrypt|refresh|session/i);
    expect(data.brands).toEqual([expect.objectContaining({ id: brandId, isDefault: true, brandData: expect.objectContaining({ companyName: 'Bean There Café', companyStory: 'Since 2019, "good" coffee, fast.' }) })]);
    expect(data.strategies).toHaveLength(1);
    expect(data.strategies[0].strategy.id).toBe(launched.body.strategyId);
    expect(data.strategies[0].objectives.length).toBeGreaterThan(0);
    expect(data.strategies[0].objectives.flatMap((o) => o.keyResults).length).toBeGreaterThan(0);
    expect(data.tasks.map((t) => t.id).sort()).toEqual(tasks.map((t) => t.id).sort());
    const done = data.tasks.find((t) => t.id === free.id);
    expect(done).toMatchObject({ status: 'completed', brandId, completedAt: expect.any(String) });
    expect(data.tasks.filter((t) => t.dependencyId).length).toBe(tasks.filter((t) => t.dependencyId).length);
    const file = data.files.find((f) => f.id === fileId);
    expect(file).toMatchObject({ name: '=Launch, "quoted" post', status: 'approved', approvedContent: '# Launch\n\nThe saved text', provenance: null });
    expect(file?.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(data.newsReads).toEqual([{ newsId: news[0].id, readAt: expect.any(String) }]);
    expect(data.settings).toEqual({ aiModel: null });

    // The format's JSON Schema travels with the data.
    expect(JSON.parse(strFromU8(entries[EXPORT_SCHEMA_NAME]))).toEqual(JSON.parse(JSON.stringify(exportJsonSchema())));

    // tasks.csv: UTF-8 with its byte-order mark (TextDecoder drops it), a header, and one row per task.
    expect(Array.from(entries[EXPORT_TASKS_CSV_NAME].slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const csv = strFromU8(entries[EXPORT_TASKS_CSV_NAME]);
    expect(csv.startsWith('id,title,description,status,due_date')).toBe(true);
    expect(csv.trimEnd().split('\r\n').filter((line) => /^[0-9a-f-]{36},/.test(line))).toHaveLength(tasks.length);

    // One Markdown file per content file, with its front matter and the text the workspace shows.
    const md = Object.keys(entries).filter((name) => name.startsWith('files/'));
    expect(md).toEqual([`files/launch-quoted-post-${fileId.slice(0, 8)}.md`]);
    expect(strFromU8(entries[md[0]])).toBe(
      `---\ntitle: "=Launch, \\"quoted\\" post"\nid: "${fileId}"\nstatus: "approved"\nversion: 2\ncreated: "${file?.createdAt}"\nupdated: "${file?.updatedAt}"\n---\n\n# Launch\n\nThe saved text\n`,
    );
    expect(strFromU8(entries['README.md'])).toContain('tasks.csv');
  });

  it('reads past a page of files, and holds nothing of another user', async () => {
    const { client } = await onboardedClient(sys, 'export-many', 'pro');
    const ids: string[] = [];
    for (let i = 0; i < EXPORT_FILES_PAGE + 3; i += 1) {
      const res = await client.call('POST', '/api/files/new', { name: `Post ${i}`, content: `Text ${i}` });
      expect(res.status).toBe(201);
      ids.push(res.body.file.id);
    }
    const other = await onboardedClient(sys, 'export-other', 'free');
    const theirs = await other.client.call('POST', '/api/files/new', { name: 'Not yours', content: 'Private' });
    expect(theirs.status).toBe(201);

    const mine = json((await download(client)).entries);
    expect(mine.files.map((f) => f.id).sort()).toEqual(ids.sort());
    const { entries } = await download(other.client);
    const theirsExport = json(entries);
    expect(theirsExport.files.map((f) => f.id)).toEqual([theirs.body.file.id]);
    expect(theirsExport.brands).toHaveLength(1);
    expect(theirsExport.strategies).toEqual([]);
    expect(strFromU8(entries[EXPORT_JSON_NAME])).not.toContain(mine.account.id);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await download(new TestClient(sys.url));
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toMatchObject({ ok: false, status: 401 });
  });
});

describe('an export while a service is down', () => {
  let partial: TestSystem;
  beforeAll(async () => {
    partial = await startTestSystem({ services: ['identity', 'brand'] });
  });
  afterAll(() => partial?.stop());

  it('ends the download with an error instead of a zip that looks complete', async () => {
    const { client } = await onboardedClient(partial, 'export-down');
    // The account and brands are read before the answer starts; the strategies service is down after that, so the
    // download fails (the connection is cut), never ending in a zip that opens.
    const outcome = await fetch(`${partial.url}/api/export`, { headers: { authorization: `Bearer ${client.token}` } })
      .then((res) => res.arrayBuffer())
      .then((bytes) => unzipSync(new Uint8Array(bytes)))
      .then(() => 'opened', () => 'failed');
    expect(outcome).toBe('failed');
  });

  it('answers 503 when a service the answer needs first is down', async () => {
    const onlyIdentity = await startTestSystem({ services: ['identity'] });
    try {
      const client = new TestClient(onlyIdentity.url);
      await client.signUp(`export-nobrand-${Date.now()}@example.com`);
      const res = await download(client, onlyIdentity.url);
      expect(res.status).toBe(503);
      expect(JSON.parse(res.text)).toMatchObject({ ok: false, error: 'service_unavailable' });
    } finally {
      await onlyIdentity.stop();
    }
  });
});
