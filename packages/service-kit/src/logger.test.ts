import { Writable } from 'node:stream';
import { createLogger } from './logger';

it('never writes passwords, tokens, keys or AI provider API keys', () => {
  let out = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk);
      done();
    },
  });
  createLogger('test', 'info', sink).info(
    { password: 'p4ss', accessToken: 'at-1', req: { headers: { authorization: 'Bearer x' } }, config: { apiKey: 'sk-live' }, analyzer: { openai: { apiKey: 'sk-2' } }, apiKey: 'sk-3' },
    'hello',
  );
  expect(out).toContain('hello');
  for (const secret of ['p4ss', 'at-1', 'Bearer x', 'sk-live', 'sk-2', 'sk-3']) expect(out).not.toContain(secret);
});
