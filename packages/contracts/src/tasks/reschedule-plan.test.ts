import { dependantShift, earliestDay, planReschedule, type PlannedTask } from './reschedule-plan';

const t = (id: string, dueDate: string | null, dependencyId: string | null = null, status = 'pending'): PlannedTask => ({ id, title: `Task ${id}`, status, dueDate, dependencyId });

// a → b → c, a → d (completed) → e; f stands alone.
const PLAN = [t('a', '2026-12-01'), t('b', '2026-12-03', 'a'), t('c', '2026-12-04', 'b'), t('d', '2026-12-02', 'a', 'completed'), t('e', '2026-12-05', 'd'), t('f', '2026-12-01')];

describe('the reschedule plan (issue 17)', () => {
  it('moves the task and its open dependants, transitively, by as many days when the move is later', () => {
    expect(planReschedule(PLAN, 'a', '2026-12-03')).toEqual([
      { id: 'a', title: 'Task a', fromDate: '2026-12-01', dueDate: '2026-12-03' },
      { id: 'b', title: 'Task b', fromDate: '2026-12-03', dueDate: '2026-12-05' },
      { id: 'c', title: 'Task c', fromDate: '2026-12-04', dueDate: '2026-12-06' },
    ]);
  });

  it('moves no one else on an earlier move, nothing when the day is the same, and never a completed task or past it', () => {
    expect(planReschedule(PLAN, 'a', '2026-11-30').map((m) => m.id)).toEqual(['a']);
    expect(planReschedule(PLAN, 'a', '2026-12-01')).toEqual([]);
    expect(planReschedule(PLAN, 'a', '2026-12-10').map((m) => m.id)).not.toContain('e');
  });

  it('keeps a dependant from landing before its prerequisite, and crosses month and year ends by calendar days', () => {
    const early = [t('p', '2026-12-30'), t('q', '2026-12-20', 'p')];
    expect(dependantShift(early, { id: 'p', day: '2027-01-02' }, 3)).toEqual([{ id: 'q', title: 'Task q', fromDate: '2026-12-20', dueDate: '2027-01-02' }]);
    expect(planReschedule([t('x', '2026-03-28'), t('y', '2026-03-29', 'x')], 'x', '2026-03-30')[1].dueDate).toBe('2026-03-31');
  });

  it('names the earliest day a task may take: its prerequisite’s', () => {
    expect(earliestDay(PLAN, 'b')).toBe('2026-12-01');
    expect(earliestDay(PLAN, 'f')).toBeNull();
  });
});
