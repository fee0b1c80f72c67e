import { DRAFT_MAX_AGE_MS, latestDraft, readDraft, removeDraft, writeDraft } from './local-drafts';

const T0 = Date.parse('2026-11-24T09:00:00Z');

beforeEach(() => localStorage.clear());

describe('local drafts', () => {
  it('are kept per user and per scope', () => {
    writeDraft('ann', 'writing:f1', { content: 'Ann' }, T0);
    writeDraft('bob', 'writing:f1', { content: 'Bob' }, T0);
    expect(readDraft('ann', 'writing:f1', T0)).toEqual({ value: { content: 'Ann' }, savedAt: T0 });
    expect(readDraft('ann', 'writing:f2', T0)).toBeNull();
    removeDraft('ann', 'writing:f1');
    expect(readDraft('ann', 'writing:f1', T0)).toBeNull();
    expect(readDraft('bob', 'writing:f1', T0)?.value).toEqual({ content: 'Bob' });
  });

  it("finds a user's newest draft under a prefix, never another user's", () => {
    writeDraft('ann', 'writing:old', 'old', T0);
    writeDraft('ann', 'writing:new', 'new', T0 + 1000);
    writeDraft('ann', 'brand:b1:purpose', 'brand', T0 + 2000);
    writeDraft('bob', 'writing:bob', 'bob', T0 + 3000);
    expect(latestDraft('ann', 'writing:', T0 + 5000)).toEqual({ scope: 'writing:new', draft: { value: 'new', savedAt: T0 + 1000 } });
    expect(latestDraft('carl', 'writing:', T0)).toBeNull();
  });

  it('drops an expired or unreadable draft when read', () => {
    writeDraft('ann', 'writing:f1', 'x', T0);
    expect(readDraft('ann', 'writing:f1', T0 + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('navia.draft.ann.writing:f2', 'not json');
    expect(readDraft('ann', 'writing:f2', T0)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
