import { ContentInstructions, type FileEntity, type FileVersion } from '@navia/contracts';
import type { FileRow, FileVersionRow } from '../repositories/files-repository';

export function presentInstructions(value: unknown): ContentInstructions {
  const parsed = ContentInstructions.safeParse(value && typeof value === 'object' ? value : {});
  return parsed.success ? parsed.data : ContentInstructions.parse({});
}

export function presentFile(row: FileRow): FileEntity {
  return {
    id: row.id,
    name: row.name,
    fileType: row.file_type,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    status: row.status,
    content: row.content,
    approvedContent: row.approved_content,
    contentInstructions: presentInstructions(row.content_instructions),
    sourceTaskId: row.source_task_id,
    brandId: row.brand_id,
    version: row.version,
  };
}

export function presentVersion(row: FileVersionRow): FileVersion {
  return { version: row.version, name: row.name, content: row.content, status: row.status, source: row.source, createdAt: new Date(row.created_at).toISOString() };
}
