import { EXPORT_FILES_FOLDER, type ExportFile } from '@navia/contracts';

/** A name safe on every file system: letters, digits and dashes, at most 60, never empty. */
function slug(name: string): string {
  const cut = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return cut || 'file';
}

/** Where a file goes in the zip: its name made safe, and the start of its id so two files of one name stay apart. */
export function markdownPath(file: Pick<ExportFile, 'id' | 'name'>): string {
  return `${EXPORT_FILES_FOLDER}/${slug(file.name)}-${file.id.slice(0, 8)}.md`;
}

/** A YAML scalar as a JSON string: always valid YAML, whatever the text holds. */
const yaml = (value: string | number) => (typeof value === 'number' ? String(value) : JSON.stringify(value));

/**
 * The file as Markdown: front matter with what the workspace shows about it, then the text the workspace shows (what
 * was saved for an approved file, else the latest draft). Versions and provenance are in navia-export.json.
 */
export function fileMarkdown(file: ExportFile): string {
  const text = file.status === 'approved' && file.approvedContent !== null ? file.approvedContent : file.content;
  const i = file.contentInstructions;
  const fields: Array<[string, string | number]> = [
    ['title', file.name],
    ['id', file.id],
    ['status', file.status],
    ['version', file.version],
    ['created', file.createdAt],
    ['updated', file.updatedAt],
    ...(i.platformId ? [['platform', i.platformId] as [string, string]] : []),
    ...(i.formatId ? [['format', i.formatId] as [string, string]] : []),
    ...(i.audience ? [['audience', i.audience] as [string, string]] : []),
    ...(i.offer ? [['offer', i.offer] as [string, string]] : []),
    ...(i.topic ? [['topic', i.topic] as [string, string]] : []),
    ...(file.sourceTaskId ? [['task', file.sourceTaskId] as [string, string]] : []),
  ];
  return `---\n${fields.map(([k, v]) => `${k}: ${yaml(v)}`).join('\n')}\n---\n\n${text.endsWith('\n') ? text : text + '\n'}`;
}
