import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient, useAuthStore } from '@navia/client-kit';
import type { User } from '@navia/contracts';
import { makeUser } from '../../../test/render-app';
import { ActiveBrandName } from '../../brands/components/active-brand-name';
import { UserMenu } from '../components/user-menu';

/** Ann, signed in and onboarded, on `plan` (Free by default). */
export function signIn(metadata: Partial<User['publicMetadata']> = {}, plan: User['plan'] = { key: 'free', name: 'Free' }): User {
  const user = makeUser({ publicMetadata: { onboardingComplete: true, ...metadata }, plan });
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  return user;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The header's signed-in corner: the active brand's name next to the user menu, and the path (test id `location`). */
export function renderHeader(user: User, path = '/') {
  return render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <header>
            <ActiveBrandName />
            <UserMenu user={user} />
          </header>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

export const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ann' }));
  return screen.findByRole('menu');
};
