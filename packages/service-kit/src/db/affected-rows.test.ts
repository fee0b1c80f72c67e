import { affectedRows } from './affected-rows';

describe('affectedRows', () => {
  it.each([
    ['a count (pg, or PGlite for an update)', 3, 3],
    ['a pg result object', { rowCount: 2, rows: [] }, 2],
    ['a knex-pglite delete result (rowCount copied from affectedRows)', { rows: [], affectedRows: 4, rowCount: 4, command: 'DEL' }, 4],
    ['a PGlite result with affectedRows only', { rows: [], affectedRows: 1 }, 1],
    ['nothing touched', { rows: [], affectedRows: 0, rowCount: 0 }, 0],
  ])('reads %s', (_name, result, expected) => {
    expect(affectedRows(result)).toBe(expected);
  });

  it('refuses what carries no count instead of answering a wrong one', () => {
    expect(() => affectedRows({ rows: [] } as never)).toThrow(/Not a count of affected rows: \{rows\}/);
    expect(() => affectedRows(undefined)).toThrow(/undefined/);
  });
});
