import type { User } from '@navia/contracts';

/** A signed-in Free user as the API presents one, onboarded unless told otherwise (shared by the web tests). */
export function makeUser(overrides: Partial<User> = {}, onboardingComplete = true): User {
  return {
    id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    publicMetadata: { onboardingComplete },
    plan: { key: 'free', name: 'Free' },
    ...overrides,
  };
}
