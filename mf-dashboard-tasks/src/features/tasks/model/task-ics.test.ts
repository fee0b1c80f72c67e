import { icsFileName, taskIcs } from './task-ics';
import { makeTask, taskId } from '../test/tasks-test-kit';

describe('"Add to calendar" (issue 17)', () => {
  it('writes one all-day event with the feed’s UID, the strategy and a link back', () => {
    const task = makeTask({ id: taskId(7), title: 'Post the teaser', dueDate: '2026-12-01', strategy: 'Spring Launch', description: 'Ask people to raise a hand' });
    const text = taskIcs(task, 'https://navia.example', 'America/Los_Angeles', new Date('2026-11-25T18:00:00Z')) ?? '';
    const lines = text.split('\r\n');
    expect(lines).toEqual(expect.arrayContaining([`UID:task-${taskId(7)}@navia`, 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202', 'SUMMARY:Post the teaser', 'X-WR-TIMEZONE:America/Los_Angeles']));
    // Long lines are folded (CRLF and a space): unfolded, the description reads whole.
    expect(text.replace(/\r\n /g, '')).toContain('DESCRIPTION:Strategy: Spring Launch\\n\\nAsk people to raise a hand\\n\\nOpen in Navia: https://navia.example/tasks');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('has nothing to add for an undated task, and names the file after the title', () => {
    expect(taskIcs(makeTask({ dueDate: null, timeframe: 'today' }), 'https://navia.example', 'UTC')).toBeNull();
    expect(icsFileName('Post the teaser: “raise a hand”!')).toBe('Post-the-teaser-raise-a-hand.ics');
  });
});
