import dayjs from 'dayjs';
import { ApiError, normalizeBrandRecord } from '@navia/client-kit';
import { makeTemplate } from '../test/fixtures';
import { formatDay, formatTimestampDay, isBeforeDay, pickerToDay } from './dates';
import { serverErrorText } from './error-text';
import { buildCreateBody, changeKeyResults, chosenPercent, digitsOnly, hasBlankChangeValue, keyResultUnit, taskCountWithTag, taskKeyResultText } from './launch-form';
import { formatActiveCap, isAtStrategyLimit, maxActiveStrategies, planDisplayName } from './plan-limits';
import { durationLabel, showsViewTasks, viewTasksPath } from './strategy-card-rules';
import { templateAction } from './template-action';
import { matchesFilters } from './template-filters';
import { toLaunchOptions } from '../api/get-launch-brand-options';
import { toCurrentValue } from './key-result-value';

describe('strategy card rules', () => {
  it.each([
    ['Instagram Posting Rhythm', '/tasks?filter=strategy-instagram-posting-rhythm'],
    ['  Launch: 5-Day Sprint!! ', '/tasks?filter=strategy-launch-5-day-sprint'],
    ['Café & Co', '/tasks?filter=strategy-caf-co'],
  ])('View Tasks for %j goes to %s', (name, path) => expect(viewTasksPath(name)).toBe(path));

  it.each([
    ['active with work left', { status: 'active', completedTasks: 1, totalTasks: 3 }, true],
    ['active with no tasks', { status: 'active', completedTasks: 0, totalTasks: 0 }, true],
    ['active with every task done', { status: 'active', completedTasks: 3, totalTasks: 3 }, false],
    ['completed', { status: 'completed', completedTasks: 0, totalTasks: 3 }, false],
  ] as const)('View Tasks %s: %s', (_case, strategy, shown) => expect(showsViewTasks(strategy)).toBe(shown));

  it.each([
    ['2026-11-21T10:00:00.000Z', '2026-12-21', '30 days'],
    ['2026-11-21T10:00:00.000Z', null, '7 days'],
    ['2026-11-21T10:00:00.000Z', '2026-11-01', '0 days'],
    ['2026-11-21T10:00:00.000Z', '2026-11-22', '1 day'],
  ])('duration from %s to %s is %s', (createdAt, deadline, label) => expect(durationLabel({ createdAt, deadline })).toBe(label));
});

describe('dates', () => {
  it('shows a calendar day as itself in any zone', () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('formats timestamps and picker values', () => {
    expect(formatTimestampDay('2026-11-22T12:00:00.000Z')).toBe('Nov 22, 2026');
    expect(formatTimestampDay('not a date')).toBe('');
    expect(pickerToDay(dayjs('2027-03-04'))).toBe('2027-03-04');
    expect(pickerToDay(null)).toBeNull();
  });

  it('disables days before today only', () => {
    expect(isBeforeDay(dayjs('2026-05-09'), '2026-05-10')).toBe(true);
    expect(isBeforeDay(dayjs('2026-05-10'), '2026-05-10')).toBe(false);
    expect(isBeforeDay(dayjs('2026-05-11'), '2026-05-10')).toBe(false);
  });
});

describe('plan limits', () => {
  it.each([
    [undefined, 1],
    ['free', 1],
    ['starter', 1],
    ['basic', 3],
    ['enterprise', -1],
  ] as const)('%s allows %s active', (plan, max) => expect(maxActiveStrategies(plan)).toBe(max));

  it.each([
    [0, 1, false, '0/1'],
    [1, 1, true, '1/1'],
    [2, 3, false, '2/3'],
    [9, -1, false, '9/∞'],
  ])('%s active of %s: at limit %s, shown %s', (active, max, atLimit, text) => {
    expect(isAtStrategyLimit(active, max)).toBe(atLimit);
    expect(formatActiveCap(active, max)).toBe(text);
  });

  it('names plans as the product does', () => {
    expect([planDisplayName('starter'), planDisplayName('basic'), planDisplayName('pro')]).toEqual(['Explore', 'Build', 'Grow']);
  });
});

describe('template card action', () => {
  const open = { isLocked: false, requiredPlan: 'starter' } as const;
  const locked = { isLocked: true, requiredPlan: 'basic' } as const;
  it.each([
    ['setup incomplete beats everything', locked, { setupComplete: false, atLimit: true }, 'Complete Your Brand Setup to Start', undefined],
    ['locked', locked, { setupComplete: true, atLimit: false }, 'Upgrade to Launch', 'This strategy requires a Build plan'],
    ['locked at the cap names the plan', locked, { setupComplete: true, atLimit: true }, 'Upgrade to Launch', 'This strategy requires a Build plan'],
    ['at the cap', open, { setupComplete: true, atLimit: true }, 'Upgrade to Launch', 'Upgrade your plan to launch more strategies'],
    ['free to launch', open, { setupComplete: true, atLimit: false }, 'Launch this Strategy', undefined],
  ])('%s', (_case, template, context, label, note) => {
    const action = templateAction(template, context);
    expect(action.label).toBe(label);
    expect(action.kind === 'upgrade' ? action.note : undefined).toBe(note);
  });
});

describe('template filters', () => {
  const t = (goalType: string, platform: string) => ({ metadata: { goalType, platform } }) as Parameters<typeof matchesFilters>[0];
  it.each([
    [t('launch', 'email'), { goal: 'all', platform: 'all' }, true],
    [t('launch', 'email'), { goal: 'launch', platform: 'email' }, true],
    [t('launch', 'email'), { goal: 'conversion', platform: 'email' }, false],
    [t('launch', 'email'), { goal: 'launch', platform: 'instagram' }, false],
    [t('all', 'all'), { goal: 'conversion', platform: 'linkedin' }, true],
  ] as const)('%j with %j: %s', (template, filters, matches) => expect(matchesFilters(template, filters)).toBe(matches));
});

describe('launch form', () => {
  const template = makeTemplate();

  it('keeps digits only', () => {
    expect(digitsOnly(' 1,2a3.4-5 ')).toBe('12345');
    expect(digitsOnly('abc')).toBe('');
  });

  it('counts template tasks by tag across objectives', () => {
    expect(taskCountWithTag(template.templatePayload, 'rhythm_setup')).toBe(3);
    expect(taskCountWithTag(template.templatePayload, 'instagram_post')).toBe(2);
    expect(taskCountWithTag(template.templatePayload, 'nothing')).toBe(0);
    expect(taskKeyResultText(template.templatePayload, 'rhythm_setup')).toBe('0 of 3 tasks with the tag "rhythm_setup"');
    expect(taskKeyResultText(template.templatePayload, 'ideas')).toBe('0 of 1 task with the tag "ideas"');
  });

  it('keys change key results by their positions in the template', () => {
    expect(changeKeyResults(template.templatePayload).map((c) => c.key)).toEqual(['obj1_kr1', 'obj1_kr2']);
  });

  it('blocks a launch while a change value is blank', () => {
    expect(hasBlankChangeValue(template.templatePayload, {})).toBe(true);
    expect(hasBlankChangeValue(template.templatePayload, { obj1_kr1: '3', obj1_kr2: ' ' })).toBe(true);
    expect(hasBlankChangeValue(template.templatePayload, { obj1_kr1: '3', obj1_kr2: '0' })).toBe(false);
  });

  it('defaults the percentage to the first option and the unit to items', () => {
    const [{ keyResult }] = changeKeyResults(template.templatePayload);
    expect(chosenPercent(keyResult, undefined)).toBe('10');
    expect(chosenPercent(keyResult, '30')).toBe('30');
    expect(chosenPercent(keyResult, '99')).toBe('10');
    expect(keyResultUnit('  ')).toBe('items');
    expect(keyResultUnit('followers')).toBe('followers');
  });

  it('builds the launch body, leaving out what was not chosen', () => {
    expect(
      buildCreateBody(template, { goalDate: null, offerId: undefined, personaId: undefined, values: { obj1_kr1: '12', obj1_kr2: '4' }, percents: { obj1_kr2: '15' }, brandId: null }),
    ).toEqual({
      templateId: 'instagram-posting-rhythm',
      changeValues: { obj1_kr1: '12', obj1_kr2: '4' },
      selectedPercentages: { obj1_kr1: '10', obj1_kr2: '15' },
    });
  });
});

describe('key result current value', () => {
  it.each([
    ['42', 42],
    ['', 0],
    ['abc', 0],
    ['-3', 0],
    ['2.5', 2.5],
  ])('%j counts as %s', (text, value) => expect(toCurrentValue(text)).toBe(value));
});

describe('server error text', () => {
  it.each([
    [new ApiError(500, 'Internal Server Error', JSON.stringify({ ok: false, error: 'internal_error', status: 500, message: 'Database down' })), 'Database down'],
    [new ApiError(502, 'Bad Gateway', JSON.stringify({ error: 'Upstream failed' })), 'Upstream failed'],
    [new ApiError(504, 'Gateway Timeout', ''), 'HTTP 504'],
    [new Error('offline'), 'offline'],
  ])('%s reads %j', (error, text) => expect(serverErrorText(error)).toBe(text));
});

describe('launch options from the brand record', () => {
  it('offers each offering and persona by id and name, from a full record', () => {
    const record = normalizeBrandRecord({ offerings: [{ id: 'o1', name: 'Club', price: '9' }], personas: { users: [{ id: 'p1', name: 'Ann', age: '30' }] } });
    expect(toLaunchOptions(record)).toEqual({ offerings: [{ id: 'o1', name: 'Club' }], personas: [{ id: 'p1', name: 'Ann' }] });
  });

  it('still offers them from an older record missing other fields, and none from a damaged one', () => {
    expect(toLaunchOptions(normalizeBrandRecord({ offerings: [{ id: 'o1' }] }))).toEqual({ offerings: [{ id: 'o1', name: '' }], personas: [] });
    expect(toLaunchOptions(normalizeBrandRecord('nonsense'))).toEqual({ offerings: [], personas: [] });
  });
});
