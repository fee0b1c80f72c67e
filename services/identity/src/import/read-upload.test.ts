import { strToU8, zipSync } from 'fflate';
import { readUpload } from './read-upload';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err as { status: number; field?: string; message: string };
  }
  throw new Error('not refused');
};

describe('reading an import upload', () => {
  it('refuses a zip whose JSON declares more than it may unpack to, before unpacking it', () => {
    const zip = zipSync({ 'navia-export.json': strToU8('{}') });
    // The local header and central directory both record the original size: claim 300 MB in each.
    const view = new DataView(zip.buffer);
    for (let i = 0; i < zip.length - 4; i += 1) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) view.setUint32(i + 22, 300 * 1024 * 1024, true);
      if (sig === 0x02014b50) view.setUint32(i + 24, 300 * 1024 * 1024, true);
    }
    expect(refusal(() => readUpload(Buffer.from(zip), 'application/zip'))).toMatchObject({ status: 400, field: 'file', message: expect.stringContaining('larger than 256 MB') });
  });

  it('names the file when it is not JSON, not an export, or holds text the database cannot store', () => {
    expect(refusal(() => readUpload(Buffer.from('not json'), 'application/json'))).toMatchObject({ status: 400, field: 'file' });
    expect(refusal(() => readUpload(Buffer.from('{"format":"navia-export","version":2}'), 'application/json')).message).toMatch(/Not a Navia export this version can read \(version:/);
    expect(refusal(() => readUpload(Buffer.from(JSON.stringify({ a: 'x\u0000y' })), 'application/json')).message).toMatch(/^file: a must not contain NUL/);
  });
});
