import type { ExportTask } from '@navia/contracts';
import { csvCell, TASKS_CSV_HEADER, tasksCsvRows } from './tasks-csv';

const TASK: ExportTask = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Post, then "reply"',
  description: 'Line one\nline two',
  status: 'pending',
  dueDate: '2026-12-01',
  timeframe: null,
  strategy: 'Launch',
  strategyId: '00000000-0000-4000-8000-000000000002',
  brandId: '00000000-0000-4000-8000-000000000003',
  taskType: 'social_post',
  actionType: 'manual',
  formatId: null,
  dependencyId: null,
  outputFileId: null,
  generatedContent: null,
  finalContent: null,
  processingStatus: null,
  tags: ['launch', 'ig'],
  updatedAt: '2026-11-27T00:00:00.000Z',
  createdAt: '2026-11-26T00:00:00.000Z',
  completedAt: null,
};

describe('tasks.csv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180), and leaves empty what is null', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('writes one row per task under the header, each ended by CRLF', () => {
    expect(TASKS_CSV_HEADER.startsWith('id,title,description,status,due_date,')).toBe(true);
    const row = tasksCsvRows([TASK]);
    expect(row).toBe(
      `${TASK.id},"Post, then ""reply""","Line one\nline two",pending,2026-12-01,,Launch,${TASK.strategyId},${TASK.brandId},social_post,manual,,,launch; ig,,2026-11-26T00:00:00.000Z,,2026-11-27T00:00:00.000Z\r\n`,
    );
    expect(TASKS_CSV_HEADER.split(',').length).toBe(row.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).length);
  });
});
