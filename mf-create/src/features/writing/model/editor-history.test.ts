import { HISTORY_LIMIT, TYPING_PAUSE_MS, canRedo, canUndo, createHistory, recordEdit, redo, undo } from './editor-history';

describe('editor history', () => {
  it('undoes and redoes commands one step at a time', () => {
    let h = createHistory('a');
    h = recordEdit(h, 'ab', 'command', 0);
    h = recordEdit(h, 'abc', 'command', 1);
    h = undo(h);
    expect(h.present).toBe('ab');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe('abc');
    expect(canRedo(h)).toBe(false);
  });

  it('groups a burst of typing into one step, and starts a new one after a pause', () => {
    let h = createHistory('');
    h = recordEdit(h, 'H', 'typing', 0);
    h = recordEdit(h, 'He', 'typing', 200);
    h = recordEdit(h, 'Hey', 'typing', 400);
    h = recordEdit(h, 'Hey you', 'typing', 400 + TYPING_PAUSE_MS + 1);
    h = undo(h);
    expect(h.present).toBe('Hey');
    h = undo(h);
    expect(h.present).toBe('');
  });

  it('never folds typing into a command step', () => {
    let h = createHistory('x');
    h = recordEdit(h, '**x**', 'command', 0);
    h = recordEdit(h, '**x**!', 'typing', 10);
    h = undo(h);
    expect(h.present).toBe('**x**');
  });

  it('does not fold typing after an undo into the undone step', () => {
    let h = createHistory('');
    h = recordEdit(h, 'a', 'typing', 0);
    h = recordEdit(h, 'ab', 'typing', 100);
    h = undo(h);
    h = recordEdit(h, 'z', 'typing', 150);
    h = undo(h);
    expect(h.present).toBe('');
  });

  it('drops the redo branch on a new edit', () => {
    let h = recordEdit(createHistory('a'), 'b', 'command', 0);
    h = undo(h);
    h = recordEdit(h, 'c', 'command', 1);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe('a');
  });

  it('ignores an edit that changes nothing, and undo/redo at the ends', () => {
    const h = createHistory('same');
    expect(recordEdit(h, 'same', 'command', 0)).toBe(h);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let h = createHistory('0');
    for (let i = 1; i <= HISTORY_LIMIT + 50; i++) h = recordEdit(h, String(i), 'command', i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe('50');
  });
});
