import { strFromU8, unzipSync } from 'fflate';
import { ExportAbandonedError, ZipStream } from './zip-stream';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the streamed zip', () => {
  it('writes entries one after another into a zip that opens', async () => {
    const zip = new ZipStream();
    const bytes = collect(zip.stream);
    const a = zip.entry('a.txt');
    await a.write('hello ');
    await a.write('world');
    await a.end();
    const b = zip.entry('dir/b.json');
    await b.write('{"ok":true}');
    await b.end();
    zip.finish();
    const entries = unzipSync(new Uint8Array(await bytes));
    expect(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strFromU8(v)]))).toEqual({ 'a.txt': 'hello world', 'dir/b.json': '{"ok":true}' });
  });

  it('stops the writer when the reader goes away, and fails the stream on an error so the zip never completes', async () => {
    const closed = new ZipStream();
    const entry = closed.entry('a.txt');
    closed.stream.destroy();
    await expect(entry.write('more')).rejects.toBeInstanceOf(ExportAbandonedError);

    const failing = new ZipStream();
    const bytes = collect(failing.stream);
    await failing.entry('a.txt').write('part');
    failing.fail(new Error('strategies is down'));
    await expect(bytes).rejects.toThrow('strategies is down');
  });
});
