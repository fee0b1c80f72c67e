import { benefitClause, benefitSentence, descriptionSentence, offerRef } from './fields';

describe('the owner’s fields in sentences', () => {
  it.each([
    ['Weekly Coffee Subscription', 'our Weekly Coffee Subscription'],
    ['12-Week Strength Plan', 'our 12-Week Strength Plan'],
    ['Morning Pass', 'our Morning Pass'],
    ['The Founders Club', 'the Founders Club'],
    ['Navia Pro', 'Navia Pro'],
  ])('refers to the offer %j as %j', (name, ref) => expect(offerRef(name)).toBe(ref));

  it.each([
    ['never run out of great coffee', 'With our Weekly Coffee Subscription, you never run out of great coffee.'],
    ['save twenty minutes every morning', 'Our Weekly Coffee Subscription helps you save twenty minutes every morning.'],
    ['to feel calm before work', 'Our Weekly Coffee Subscription helps you feel calm before work.'],
    ['feeling at home in a class within a month', 'Our Weekly Coffee Subscription is about feeling at home in a class within a month.'],
    ['certainty before you sign', 'Our Weekly Coffee Subscription gives you certainty before you sign.'],
    ['no queue before work', 'Our Weekly Coffee Subscription gives you no queue before work.'],
    ['no longer wait in line', 'With our Weekly Coffee Subscription, you no longer wait in line.'],
  ])('turns the benefit %j into a sentence', (benefit, sentence) => expect(benefitSentence('Weekly Coffee Subscription', benefit)).toBe(sentence));

  it('turns a benefit into a clause', () => {
    expect(benefitClause('never run out of great coffee')).toBe('you never run out of great coffee');
    expect(benefitClause('a guaranteed cup in under two minutes')).toBe('you get a guaranteed cup in under two minutes');
  });

  it.each([
    ['fresh roasted beans delivered every week', 'Our Weekly Coffee Subscription brings you fresh roasted beans delivered every week.'],
    ['a fixed-fee review of your key agreements', 'Our Weekly Coffee Subscription is a fixed-fee review of your key agreements.'],
    ['We roast and ship every Tuesday', 'We roast and ship every Tuesday.'],
  ])('turns the description %j into a sentence', (d, sentence) => expect(descriptionSentence('Weekly Coffee Subscription', d)).toBe(sentence));
});
