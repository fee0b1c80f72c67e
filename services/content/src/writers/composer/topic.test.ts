import { understandTopic } from './topic';

describe('understandTopic', () => {
  it.each([
    ['how to brew cold brew at home', { kind: 'how-to', action: 'brew cold brew at home', thing: 'cold brew at home' }],
    ['our autumn tasting night on Friday', { kind: 'event', thing: 'our autumn tasting night', when: 'on Friday' }],
    ['our founder legal clinic on 14 March', { kind: 'event', thing: 'our founder legal clinic', when: 'on 14 March' }],
    ['our free bootcamp on Saturday morning', { kind: 'event', thing: 'our free bootcamp', when: 'on Saturday morning' }],
    ['our candlelit evening class on Thursday', { kind: 'event', thing: 'our candlelit evening class', when: 'on Thursday' }],
    ['launching our new Ethiopian single origin', { kind: 'launch', thing: 'our new Ethiopian single origin' }],
    ['introducing same-day boiler repairs', { kind: 'launch', thing: 'same-day boiler repairs' }],
    ['our new lunchtime class', { kind: 'launch', thing: 'our new lunchtime class' }],
    ['is fresh coffee really worth it?', { kind: 'question', question: 'Is fresh coffee really worth it?' }],
    ['why is my boiler losing pressure?', { kind: 'question', question: 'Why is my boiler losing pressure?' }],
    ['do you need a lawyer to incorporate', { kind: 'question', question: 'Do you need a lawyer to incorporate?' }],
    ['5 mistakes that make home coffee bitter', { kind: 'list', count: 5, items: 'mistakes that make home coffee bitter' }],
    ['Six stretches you can do at your desk', { kind: 'list', count: 6, items: 'stretches you can do at your desk' }],
    ['the story of our first roaster', { kind: 'story', thing: 'our first roaster' }],
    ['how Ben went from zero push-ups to twenty', { kind: 'story', person: 'Ben' }],
    ['the story of our first roaster', { kind: 'story', person: '' }],
    ['forty years of Dale Brothers', { kind: 'story' }],
    // A "why we…" without a question mark tells a story; with one it asks.
    ['why we started Harper & Lowe', { kind: 'story', thing: 'why we started Harper & Lowe' }],
    ['why we started Harper & Lowe?', { kind: 'question', question: 'Why we started Harper & Lowe?' }],
    ['what our first year taught us', { kind: 'story' }],
    ['20% off the Weekly Coffee Subscription this week', { kind: 'offer', deal: '20% off the Weekly Coffee Subscription this week' }],
    ['half price on the first month of coaching', { kind: 'offer' }],
    ['a free trial class this month', { kind: 'offer' }],
    ['getting more done before nine', { kind: 'general', about: 'getting more done before nine' }],
  ])('%s', (topic, expected) => {
    expect(understandTopic(topic)).toMatchObject(expected);
  });

  it('reads an empty topic as the brand itself', () => {
    expect(understandTopic('  ')).toMatchObject({ kind: 'general', about: 'what we do' });
  });
});
