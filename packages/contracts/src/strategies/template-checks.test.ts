import { StrategyTemplate, durationDays } from './strategy-template.schema';
import { templateProblems } from './template-checks';

const task = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  title: `Task ${key}`,
  description: 'A task description long enough to pass the schema.',
  tags: ['post'],
  day_offset: 0,
  task_type: 'social_post',
  action_type: 'manual',
  ...extra,
});

function template(tasks: unknown[], keyResults: unknown[] = [{ target_type: 'task', description: 'Publish posts', tag: 'post', target_value: '2', unit: 'posts' }]) {
  return StrategyTemplate.parse({
    id: 'sample',
    name: 'Sample',
    description: 'A sample template used to test the checks that a schema cannot express.',
    metadata: { goalType: 'launch', platform: 'all' },
    accessTier: 'explore',
    templatePayload: {
      goal: { name: 'Launch', description: 'Launch something small and learn from it.' },
      duration: '7 days',
      commitment: '1 post a day, 10 minutes a day',
      objectives: [
        { title: 'One', description: 'The first objective of the sample.', key_results: keyResults, tasks },
        { title: 'Two', description: 'The second objective of the sample.', key_results: [{ target_type: 'change', description: 'Grow', target_value: ['10', '20'], unit: 'followers' }], tasks: [task('z')] },
      ],
    },
  });
}

it('accepts a sound template', () => {
  expect(templateProblems(template([task('a'), task('b', { depends_on: 'a', day_offset: 1 })]))).toEqual([]);
});

it('names duplicate keys, unknown or later dependencies, cycles, days outside the duration and uncounted tags', () => {
  expect(templateProblems(template([task('a'), task('a')]))).toContain("task key 'a' is used twice");
  expect(templateProblems(template([task('a', { depends_on: 'nope' })]))).toContain("task 'a' depends on unknown task 'nope'");
  expect(templateProblems(template([task('a', { day_offset: 3 }), task('b', { depends_on: 'a', day_offset: 1 })]))).toContain(
    "task 'b' is due before the task it depends on ('a')",
  );
  expect(templateProblems(template([task('a', { depends_on: 'b' }), task('b', { depends_on: 'a' })]))).toContain("task 'a' is part of a dependency cycle");
  expect(templateProblems(template([task('a', { day_offset: 7 })]))).toContain("task 'a' is on day 7, outside the 7-day duration");
  expect(templateProblems(template([task('a')], [{ target_type: 'task', description: 'Emails', tag: 'email_sent', target_value: '1', unit: 'emails' }]))).toContain(
    "key result 'Emails' counts tag 'email_sent', which no task carries",
  );
});

it('refuses an AI-writer task without a format, and unknown formats', () => {
  expect(() => template([task('a', { action_type: 'ai_writer' })])).toThrow(/format_id/);
  expect(() => template([task('a', { action_type: 'ai_writer', format_id: 'fax-cover' })])).toThrow();
});

it('reads durations as the spec counts them', () => {
  expect([durationDays('2 days'), durationDays('5 day'), durationDays('3 weeks'), durationDays('3 months'), durationDays('soon')]).toEqual([2, 5, 21, 90, 30]);
});
