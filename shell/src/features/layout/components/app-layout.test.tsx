import { screen, within } from '@testing-library/react';
import { makeUser, renderApp, setAuth } from '../../../test/render-app';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('app layout', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => {
    window.innerWidth = initialWidth;
  });

  it('shows the main nav as a left column on a desktop-wide screen', () => {
    setAuth({ status: 'signedIn', user: makeUser(), accessToken: 't' });
    renderApp('/pricing');
    expect(nav().closest('.ant-layout-sider')).not.toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('moves the main nav into a bar under the header below 768 px, so the screen keeps its width', () => {
    window.innerWidth = 375;
    setAuth({ status: 'signedIn', user: makeUser(), accessToken: 't' });
    renderApp('/pricing');
    expect(nav().closest('.ant-layout-sider')).toBeNull();
    expect(nav().querySelector('.ant-menu-horizontal')).not.toBeNull();
  });

  it('shows no nav before onboarding is complete', () => {
    setAuth({ status: 'signedIn', user: makeUser({}, false), accessToken: 't' });
    renderApp('/pricing');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
