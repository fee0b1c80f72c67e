import type { Knex } from 'knex';
import type { FileProvenance, WriterName } from '@navia/contracts';
import { createHash } from 'node:crypto';
import { fromJson, json } from '@navia/service-kit';

export interface ProvenanceRow {
  file_id: string;
  writer: WriterName;
  model: string;
  prompt_version: string;
  brand_fields_sent: string[];
  samples_used: number;
  /** sha256 (hex) of the text the generation wrote. */
  generated_text_sha256: string;
  generated_at: Date;
}

export const textSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The only code that touches content.file_provenance (where each generated file's text came from). */
export class FileProvenanceRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table('file_provenance');
  }

  /** Records a generation into the file (replacing an earlier one), in the transaction that stored the text. */
  async record(row: Omit<ProvenanceRow, 'generated_at'>, trx: Knex.Transaction): Promise<void> {
    await this.table(trx)
      .insert({ ...row, brand_fields_sent: json(row.brand_fields_sent), generated_at: trx.fn.now() })
      .onConflict('file_id')
      .merge();
  }

  /** The file's provenance as GET /api/files/{id} answers it, for its text now; null for a file never generated. */
  async present(fileId: string, currentText: string): Promise<FileProvenance | null> {
    const row = (await this.table().where({ file_id: fileId }).first()) as StoredProvenance | undefined;
    return row ? presentProvenance(row, currentText) : null;
  }

  /** The same for many files in one read (an export's page): by file id, files never generated left out. */
  async presentMany(files: Array<{ id: string; content: string }>): Promise<Map<string, FileProvenance>> {
    if (files.length === 0) return new Map();
    const rows = (await this.table().whereIn('file_id', files.map((f) => f.id))) as StoredProvenance[];
    const text = new Map(files.map((f) => [f.id, f.content]));
    return new Map(rows.map((row) => [row.file_id, presentProvenance(row, text.get(row.file_id) ?? '')]));
  }
}

type StoredProvenance = Omit<ProvenanceRow, 'brand_fields_sent'> & { brand_fields_sent: unknown };

function presentProvenance(row: StoredProvenance, currentText: string): FileProvenance {
  return {
    writer: row.writer,
    model: row.model,
    promptVersion: row.prompt_version,
    brandFieldsSent: fromJson(row.brand_fields_sent) as string[],
    samplesUsed: Number(row.samples_used),
    generatedAt: new Date(row.generated_at).toISOString(),
    editedAfterGeneration: textSha256(currentText) !== row.generated_text_sha256,
  };
}
