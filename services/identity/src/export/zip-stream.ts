import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { strToU8, Zip, ZipDeflate } from 'fflate';

/** The download was closed before the export finished. */
export class ExportAbandonedError extends Error {
  constructor() {
    super('The download was closed before the export finished');
    this.name = 'ExportAbandonedError';
  }
}

/** One entry being written: text goes in as it comes, compressed on the way. */
export interface ZipEntryWriter {
  write(text: string): Promise<void>;
  end(): Promise<void>;
}

/**
 * A zip written as a stream (fflate's `Zip`): each entry is compressed as its text is written and handed to `stream`
 * at once, so nothing holds the whole archive. Entries are written one after another (fflate would buffer a later
 * entry until the earlier one ends). `write` waits while the reader is slower than us (backpressure), so a slow
 * download slows the export down instead of filling memory.
 */
export class ZipStream {
  readonly stream: Readable;
  private readonly out = new PassThrough();
  private readonly zip: Zip;
  private failed: Error | null = null;

  constructor() {
    this.stream = this.out;
    this.zip = new Zip((err, chunk, final) => {
      if (err) {
        this.fail(err);
        return;
      }
      this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  entry(name: string): ZipEntryWriter {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    return {
      write: async (text) => {
        this.check();
        if (text) file.push(strToU8(text));
        await this.drained();
      },
      end: async () => {
        this.check();
        file.push(new Uint8Array(0), true);
        await this.drained();
      },
    };
  }

  /** Writes the central directory: the archive is complete once the stream ends. */
  finish(): void {
    this.check();
    this.zip.end();
  }

  /** Stops the archive half way: the reader sees the stream fail, never a zip that merely looks complete. */
  fail(err: Error): void {
    if (this.failed) return;
    this.failed = err;
    this.zip.terminate();
    this.out.destroy(err);
  }

  private check(): void {
    if (this.failed) throw this.failed;
    // The reader went away (a closed tab, a cancelled download): stop gathering what nobody will receive.
    if (this.out.destroyed) throw new ExportAbandonedError();
  }

  private async drained(): Promise<void> {
    if (!this.out.writableNeedDrain) return;
    await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
    this.check();
  }
}
