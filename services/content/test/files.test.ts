import { NEW_FILE_NAME, PLANS } from '@navia/contracts';
import { onboardedClient, startTestSystem, type TestSystem } from './content.support';

jest.setTimeout(60_000);

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand', 'content'] });
});
afterAll(() => sys?.stop());

describe('platforms and formats', () => {
  it('lists every platform, flagging those outside the plan with the plan that opens them', async () => {
    const { client } = await onboardedClient(sys, 'platforms', 'starter');
    const res = await client.call('GET', '/api/platforms');
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.platforms.map((p: any) => [p.id, p]));
    expect(Object.keys(byId)).toEqual(['instagram', 'facebook', 'linkedin', 'email', 'blog', 'tiktok', 'x', 'pinterest', 'substack', 'youtube']);
    expect(byId.instagram).toMatchObject({ name: 'Instagram', available: true, requiredPlan: 'free', socialKey: 'instagram' });
    expect(byId.facebook).toMatchObject({ available: true, requiredPlan: 'starter' });
    expect(byId.email).toMatchObject({ available: false, requiredPlan: 'basic', socialKey: null });
    expect(byId.x).toMatchObject({ name: 'X', available: false, requiredPlan: 'pro', socialKey: 'twitter' });
  });

  it('lists a platform’s formats with their writer configuration and worker settings', async () => {
    const { client } = await onboardedClient(sys, 'formats');
    const res = await client.call('GET', '/api/formats?platformId=instagram');
    expect(res.status).toBe(200);
    expect(res.body.formats.map((f: any) => f.id)).toEqual(['instagram-caption', 'instagram-carousel', 'instagram-reel-script', 'instagram-story']);
    const caption = res.body.formats[0];
    expect(caption).toMatchObject({ platformId: 'instagram', available: true, writerConfig: { mustInclude: ['hook', 'call_to_action', 'hashtags'], maxCharacters: 2200 } });
    expect(caption.mindstudioConfig).toMatchObject({ workerId: 'navia-composer', workflow: 'Main.flow' });
    expect(caption.mindstudioConfig.defaultVariables).toMatchObject({ formatName: 'Instagram Caption', platformName: 'Instagram', hashtags: '5-12' });
    const all = await client.call('GET', '/api/formats');
    expect(all.body.formats.length).toBeGreaterThanOrEqual(27);
    expect(all.body.formats.find((f: any) => f.id === 'x-thread')).toMatchObject({ available: false });
    expect((await client.call('GET', '/api/formats?platformId=myspace')).status).toBe(400);
  });
});

describe('files', () => {
  it('creates, reads, saves, copies and deletes a file, scoped to its owner', async () => {
    const { client, brandId } = await onboardedClient(sys, 'files-crud', 'basic');
    const created = await client.call('POST', '/api/files/new', {});
    expect(created.status).toBe(201);
    const file = created.body.file;
    expect(file).toMatchObject({ name: NEW_FILE_NAME, status: 'draft', content: '', approvedContent: null, brandId, sourceTaskId: null, version: 1, fileType: 'text_document' });
    expect(file.contentInstructions).toEqual({ platformId: '', formatId: '', audience: '', offer: '', topic: '' });

    const instructions = { platformId: 'instagram', formatId: 'instagram-caption', audience: 'Commuter Chris', offer: 'Morning Pass', topic: 'Skip the line' };
    const saved = await client.call('PATCH', `/api/files/${file.id}/save-approved`, { content: '# Hello\n\nFirst cut', name: 'Launch caption', contentInstructions: instructions });
    expect(saved.status).toBe(200);
    expect(saved.body.file).toMatchObject({ name: 'Launch caption', status: 'approved', content: '# Hello\n\nFirst cut', approvedContent: '# Hello\n\nFirst cut', version: 2, contentInstructions: instructions });

    // The name is changed only when sent.
    const again = await client.call('PATCH', `/api/files/${file.id}/save-approved`, { content: 'Second cut' });
    expect(again.body.file).toMatchObject({ name: 'Launch caption', approvedContent: 'Second cut', version: 3, contentInstructions: instructions });

    const read = await client.call('GET', `/api/files/${file.id}`);
    expect(read.status).toBe(200);
    expect(read.body.file).toEqual(again.body.file);

    const copy = await client.call('POST', `/api/files/${file.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body.file).toMatchObject({ name: 'Launch caption (Copy)', status: 'approved', approvedContent: 'Second cut', contentInstructions: instructions, version: 1 });
    expect(copy.body.file.id).not.toBe(file.id);

    const list = await client.call('GET', '/api/files');
    expect(list.status).toBe(200);
    expect(list.body.files.map((f: any) => f.id)).toEqual([copy.body.file.id, file.id]);
    expect((await client.call('GET', `/api/files?brandId=${brandId}`)).body.files).toHaveLength(2);

    const del = await client.call('DELETE', `/api/files/${file.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, id: file.id });
    expect((await client.call('GET', `/api/files/${file.id}`)).status).toBe(404);
    expect((await client.call('DELETE', `/api/files/${file.id}`)).status).toBe(404);
    expect((await client.call('GET', '/api/files')).body.files.map((f: any) => f.id)).toEqual([copy.body.file.id]);
  });

  it('keeps every save as a version on plans with versioning, and none without', async () => {
    const { client } = await onboardedClient(sys, 'versions', 'basic');
    const { file } = (await client.call('POST', '/api/files/new', {})).body;
    for (const text of ['one', 'two', 'three']) await client.call('PATCH', `/api/files/${file.id}/save-approved`, { content: text });
    const versions = await client.call('GET', `/api/files/${file.id}/versions`);
    expect(versions.status).toBe(200);
    expect(versions.body.versioning).toBe(true);
    expect(versions.body.versions.map((v: any) => [v.version, v.content, v.source])).toEqual([
      [4, 'three', 'saved'],
      [3, 'two', 'saved'],
      [2, 'one', 'saved'],
      [1, '', 'created'],
    ]);

    const starter = await onboardedClient(sys, 'no-versions', 'starter');
    const other = (await starter.client.call('POST', '/api/files/new', {})).body.file;
    await starter.client.call('PATCH', `/api/files/${other.id}/save-approved`, { content: 'one' });
    const none = await starter.client.call('GET', `/api/files/${other.id}/versions`);
    expect(none.body).toEqual({ versioning: false, versions: [] });
    const rows = await sys.db().withSchema('content').table('file_versions').where({ file_id: other.id });
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for another user’s file on every call, and shows it in no list', async () => {
    const owner = await onboardedClient(sys, 'owner', 'basic');
    const stranger = await onboardedClient(sys, 'stranger', 'basic');
    const { file } = (await owner.client.call('POST', '/api/files/new', {})).body;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/files/${file.id}`],
      ['GET', `/api/files/${file.id}/versions`],
      ['POST', `/api/files/${file.id}/copy`],
      ['PATCH', `/api/files/${file.id}/save-approved`, { content: 'mine now' }],
      ['DELETE', `/api/files/${file.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await stranger.client.call(method, path, body);
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 404, 'not_found']);
    }
    expect((await stranger.client.call('GET', '/api/files')).body.files).toEqual([]);
    // Another user's brand: nothing of it is listed, and no file can be created in it.
    expect((await stranger.client.call('GET', `/api/files?brandId=${owner.brandId}`)).status).toBe(404);
    expect((await stranger.client.call('POST', '/api/files/new', { brandId: owner.brandId })).status).toBe(404);
    const still = await owner.client.call('GET', `/api/files/${file.id}`);
    expect(still.body.file.content).toBe('');
  });

  it('refuses a file over the plan’s file count, and a save over its file size', async () => {
    const { client } = await onboardedClient(sys, 'limits');
    const max = PLANS.free.limits.storage.maxFiles;
    const created = await Promise.all(Array.from({ length: max + 2 }, () => client.call('POST', '/api/files/new', {})));
    // Concurrent creations take turns under the user's lock: exactly the plan's count gets through.
    expect(created.filter((r) => r.status === 201)).toHaveLength(max);
    const refused = created.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.error, r.body.field])).toEqual([
      [403, 'plan_limit_reached', 'files'],
      [403, 'plan_limit_reached', 'files'],
    ]);
    const id = created.find((r) => r.status === 201)!.body.file.id;
    expect((await client.call('POST', `/api/files/${id}/copy`)).status).toBe(403);

    const tooBig = 'x'.repeat(PLANS.free.limits.storage.maxFileSizeMb * 1024 * 1024 + 1);
    const save = await client.call('PATCH', `/api/files/${id}/save-approved`, { content: tooBig });
    expect(save.status).toBe(403);
    expect(save.body).toMatchObject({ error: 'plan_limit_reached', field: 'content' });
    // A file the plan allows after deleting one.
    await client.call('DELETE', `/api/files/${id}`);
    expect((await client.call('POST', '/api/files/new', {})).status).toBe(201);
  });

  it('validates bodies with the one error shape', async () => {
    const { client } = await onboardedClient(sys, 'validation');
    const { file } = (await client.call('POST', '/api/files/new', {})).body;
    const blank = await client.call('PATCH', `/api/files/${file.id}/save-approved`, { content: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ ok: false, error: 'validation_error', field: 'content' });
    expect((await client.call('GET', '/api/files/not-a-uuid')).body).toMatchObject({ status: 400, field: 'id' });
    expect((await client.call('GET', '/api/files')).status).toBe(200);
    const anon = await fetch(`${sys.url}/api/files`);
    expect(anon.status).toBe(401);
  });
});
