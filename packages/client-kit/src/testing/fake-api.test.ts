import { errorResponse, fakeApi } from './fake-api';

const FILE_ID = '5a0d1c2b-0000-4000-8000-000000000001';
const call = (url: string, init?: RequestInit) => fetch(url, init).then(async (r) => ({ status: r.status, body: await r.json() }));

afterEach(() => jest.restoreAllMocks());

it('answers a call of the contract with the handler’s value, typed and checked by the call’s response schema', async () => {
  const api = fakeApi({ 'GET /api/user-brands': () => ({ brands: [{ id: FILE_ID, companyName: 'Acme', isDefault: true }] }) });
  expect(await call('/api/user-brands')).toEqual({ status: 200, body: { brands: [{ id: FILE_ID, companyName: 'Acme', isDefault: true }] } });
  expect(api.sent('GET', '/api/user-brands')).toHaveLength(1);
});

it('refuses an answer that breaks the contract with a 500 naming the call and the field, so the test fails at the fixture', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // A list entry without `isDefault`, as a fixture drifted from the contract would send.
  fakeApi({ 'GET /api/user-brands': () => ({ brands: [{ id: FILE_ID, companyName: 'Acme' }] }) as never });
  const answer = await call('/api/user-brands');
  expect(answer.status).toBe(500);
  expect(answer.body.message).toMatch(/GET \/api\/user-brands breaks its contract: brands\.0\.isDefault/);
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(/breaks its contract/));
});

it('sends a Response as it is, and answers 404 for a call it was not given', async () => {
  fakeApi({ 'DELETE /api/files/:id': () => errorResponse(409, 'conflict', 'Busy') });
  expect(await call(`/api/files/${FILE_ID}`, { method: 'DELETE' })).toEqual({ status: 409, body: { ok: false, error: 'conflict', status: 409, message: 'Busy' } });
  expect((await call('/api/news')).status).toBe(404);
});

it('matches literal segments before parameters and hands the handler the parameters, query and body', async () => {
  const seen: unknown[] = [];
  const file = { id: FILE_ID } as never;
  const api = fakeApi({
    'GET /api/files/:id': (r) => (seen.push(['file', r.params.id]), { file }),
    'GET /api/tasks/by-tag/:tag': (r) => (seen.push(['tag', r.params.tag, r.query.get('strategyId')]), { tasks: [] }),
    'POST /api/files/new': (r) => (seen.push(['new', r.body]), errorResponse(400, 'validation_error', 'No')),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await call('/api/tasks/by-tag/Launch%20Day?strategyId=s1');
  await call('/api/files/new', { method: 'POST', body: JSON.stringify({ name: 'x' }) });
  await call(`/api/files/${FILE_ID}`);
  expect(seen).toEqual([['tag', 'Launch Day', 's1'], ['new', { name: 'x' }], ['file', FILE_ID]]);
  expect(api.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
});

it('refuses a route that is not a call of the contract', () => {
  expect(() => fakeApi({ ['GET /api/nothing' as never]: () => ({}) })).toThrow(/not a call of the contract/);
});
