import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SignInBody, SignUpBody } from './auth.schema';

const valid = { email: 'ann@example.com', password: 'a-long-password', firstName: 'Ann' };

describe('SignUpBody', () => {
  it('lower-cases and trims the email', () => {
    expect(SignUpBody.parse({ ...valid, email: '  Ann.Lee@Example.COM  ' }).email).toBe('ann.lee@example.com');
  });

  it('trims the first name', () => {
    expect(SignUpBody.parse({ ...valid, firstName: '  Ann ' }).firstName).toBe('Ann');
  });

  it(`refuses a password shorter than ${PASSWORD_MIN_LENGTH} characters, saying so`, () => {
    const result = SignUpBody.safeParse({ ...valid, password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['password']);
    expect(result.error?.issues[0].message).toBe(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  });

  it(`accepts a password of exactly ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(SignUpBody.safeParse({ ...valid, password: 'x'.repeat(PASSWORD_MIN_LENGTH) }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a password over the maximum', { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, 'password'],
    ['an email without a domain', { email: 'ann@' }, 'email'],
    ['an email that is only spaces', { email: '   ' }, 'email'],
    ['a blank first name', { firstName: '  ' }, 'firstName'],
  ])('refuses %s', (_what, change, field) => {
    const result = SignUpBody.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual([field]);
  });
});

describe('SignInBody', () => {
  it('does not reveal the password policy: a short password is well-formed', () => {
    expect(SignInBody.safeParse({ email: 'ann@example.com', password: 'x' }).success).toBe(true);
  });

  it('normalises the email the same way as sign-up', () => {
    expect(SignInBody.parse({ email: ' ANN@example.com', password: 'x' }).email).toBe('ann@example.com');
  });
});
