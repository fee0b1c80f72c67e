import type { ExportFile } from '@navia/contracts';
import { fileMarkdown, markdownPath } from './file-markdown';

const FILE: ExportFile = {
  id: 'abcdef12-0000-4000-8000-000000000001',
  name: 'Café: "Launch" / week 1',
  fileType: 'text_document',
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  status: 'draft',
  content: 'The draft',
  approvedContent: 'The saved text\n',
  contentInstructions: { platformId: 'instagram', formatId: 'instagram-caption', audience: '', offer: '', topic: 'launch week' },
  sourceTaskId: null,
  brandId: 'abcdef12-0000-4000-8000-000000000002',
  version: 3,
  versions: [],
  provenance: null,
};

describe('a content file as Markdown', () => {
  it('is named from its title, safe on every file system, kept apart by its id', () => {
    expect(markdownPath(FILE)).toBe('files/cafe-launch-week-1-abcdef12.md');
    expect(markdownPath({ ...FILE, name: '../../etc/passwd' })).toBe('files/etc-passwd-abcdef12.md');
    expect(markdownPath({ ...FILE, name: '日本語' })).toBe('files/file-abcdef12.md');
  });

  it('carries the draft of a draft and the saved text of an approved file, under front matter that is valid YAML', () => {
    expect(fileMarkdown(FILE)).toBe(
      '---\ntitle: "Café: \\"Launch\\" / week 1"\nid: "abcdef12-0000-4000-8000-000000000001"\nstatus: "draft"\nversion: 3\n' +
        'created: "2026-11-26T00:00:00.000Z"\nupdated: "2026-11-27T00:00:00.000Z"\nplatform: "instagram"\nformat: "instagram-caption"\ntopic: "launch week"\n---\n\nThe draft\n',
    );
    expect(fileMarkdown({ ...FILE, status: 'approved' }).endsWith('---\n\nThe saved text\n')).toBe(true);
  });
});
