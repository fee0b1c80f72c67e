import type { Knex } from 'knex';
import { affectedRows } from '@navia/service-kit';
import type { ContentInstructions, ExportFile, FileStatus } from '@navia/contracts';

export interface FileRow {
  id: string;
  user_id: string;
  brand_id: string;
  name: string;
  file_type: string;
  status: FileStatus;
  content: string;
  approved_content: string | null;
  content_instructions: Partial<ContentInstructions>;
  source_task_id: string | null;
  version: number;
  size_bytes: number;
  created_at: Date;
  updated_at: Date;
}

export type NewFileRow = Pick<FileRow, 'id' | 'user_id' | 'brand_id' | 'name' | 'status' | 'content' | 'approved_content' | 'content_instructions' | 'source_task_id'>;
export type FilePatch = Partial<Pick<FileRow, 'name' | 'status' | 'content' | 'approved_content' | 'content_instructions'>>;

export interface FileVersionRow {
  file_id: string;
  version: number;
  name: string;
  content: string;
  status: FileStatus;
  source: 'created' | 'generated' | 'saved' | 'copied';
  created_at: Date;
}

/** What a file weighs against the plan's per-file and total storage: its texts in UTF-8 bytes. */
export function fileBytes(file: { content: string; approved_content: string | null; name: string }): number {
  return Buffer.byteLength(file.content, 'utf8') + Buffer.byteLength(file.approved_content ?? '', 'utf8') + Buffer.byteLength(file.name, 'utf8');
}

/** The only code that touches content.files and content.file_versions. Every read is scoped by user id. */
export class FilesRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private files(db: Knex = this.db) {
    return db.withSchema(this.schema).table('files');
  }

  private versionsTable(db: Knex = this.db) {
    return db.withSchema(this.schema).table('file_versions');
  }

  /** Serialises a user's file creations, so two at once cannot both pass the plan's file count. */
  async lockUser(userId: string, trx: Knex.Transaction): Promise<void> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`content:files:${userId}`]);
  }

  /** Newest change first. */
  async listForBrand(userId: string, brandId: string): Promise<FileRow[]> {
    return this.files().where({ user_id: userId, brand_id: brandId }).orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id' }]);
  }

  /** One page of all the user's files in id order (an export reads them so), after the id `after`. */
  async pageForUser(userId: string, after: string | undefined, limit: number): Promise<FileRow[]> {
    const q = this.files().where({ user_id: userId });
    if (after) q.andWhere('id', '>', after);
    return q.orderBy('id').limit(limit);
  }

  async find(userId: string, id: string, trx?: Knex.Transaction): Promise<FileRow | undefined> {
    return this.files(trx).where({ user_id: userId, id }).first();
  }

  async findForUpdate(userId: string, id: string, trx: Knex.Transaction): Promise<FileRow | undefined> {
    return this.files(trx).where({ user_id: userId, id }).forUpdate().first();
  }

  async findBySourceTask(userId: string, taskId: string, trx?: Knex.Transaction): Promise<FileRow | undefined> {
    return this.files(trx).where({ user_id: userId, source_task_id: taskId }).first();
  }

  /** The user's file count and stored bytes (the plan's storage.maxFiles and maxTotalGb). */
  async usage(userId: string, trx?: Knex.Transaction): Promise<{ files: number; bytes: number }> {
    const [row] = await this.files(trx).where({ user_id: userId }).select(this.db.raw('count(*)::int as files'), this.db.raw('coalesce(sum(size_bytes), 0)::bigint as bytes'));
    return { files: Number(row.files), bytes: Number(row.bytes) };
  }

  /**
   * Adds a file at version 1 (commands/store-new-file.ts is the one caller). A task's file is unique per task (unique
   * source_task_id): a second insert for the same task adds nothing and answers undefined.
   */
  async insert(row: NewFileRow, trx: Knex.Transaction): Promise<FileRow | undefined> {
    const [created] = await this.files(trx)
      .insert({ ...row, content_instructions: JSON.stringify(row.content_instructions), size_bytes: fileBytes(row), version: 1 })
      .onConflict('source_task_id')
      .ignore()
      .returning('*');
    return created;
  }

  /** Applies `patch` and moves the file to its next version number; answers the updated row. */
  async update(userId: string, id: string, patch: FilePatch, current: FileRow, trx: Knex.Transaction): Promise<FileRow> {
    const next = { ...current, ...patch };
    const [row] = await this.files(trx)
      .where({ user_id: userId, id })
      .update({
        ...patch,
        ...(patch.content_instructions ? { content_instructions: JSON.stringify(patch.content_instructions) } : {}),
        size_bytes: fileBytes(next),
        version: current.version + 1,
        updated_at: trx.fn.now(),
      })
      .returning('*');
    return row;
  }

  async insertVersion(row: Omit<FileVersionRow, 'created_at'>, trx: Knex.Transaction): Promise<void> {
    await this.versionsTable(trx).insert(row).onConflict(['file_id', 'version']).ignore();
  }

  async versions(fileId: string): Promise<FileVersionRow[]> {
    return this.versionsTable().where({ file_id: fileId }).orderBy('version', 'desc');
  }

  /** Imported files (issue 19) with their versions, under the ids identity gave them; one already there is skipped. */
  async importFiles(userId: string, files: readonly ExportFile[], trx: Knex.Transaction): Promise<number> {
    let count = 0;
    for (const f of files) {
      const row = { name: f.name, content: f.content, approved_content: f.approvedContent };
      const added = await this.files(trx)
        .insert({
          id: f.id,
          user_id: userId,
          brand_id: f.brandId,
          name: f.name,
          file_type: f.fileType,
          status: f.status,
          content: f.content,
          approved_content: f.approvedContent,
          content_instructions: JSON.stringify(f.contentInstructions),
          source_task_id: f.sourceTaskId,
          version: f.version,
          size_bytes: fileBytes(row),
          created_at: f.createdAt,
          updated_at: f.updatedAt,
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (added.length === 0) continue;
      count += 1;
      if (f.versions.length > 0) {
        await this.versionsTable(trx).insert(
          f.versions.map((v) => ({ file_id: f.id, version: v.version, name: v.name, content: v.content, status: v.status, source: v.source, created_at: v.createdAt })),
        );
      }
    }
    return count;
  }

  /** The kept versions of many files in one read, newest first per file. */
  async versionsOf(fileIds: string[]): Promise<FileVersionRow[]> {
    if (fileIds.length === 0) return [];
    return this.versionsTable().whereIn('file_id', fileIds).orderBy([{ column: 'file_id' }, { column: 'version', order: 'desc' }]);
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return affectedRows(await this.files().where({ user_id: userId, id }).delete()) > 0;
  }
}
