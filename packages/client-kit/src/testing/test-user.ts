import type { User } from '@navia/contracts';

/** A signed-in, onboarded Free user as the API presents one (the client kit's tests share it). */
export const testUser: User = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free', name: 'Free' },
};
