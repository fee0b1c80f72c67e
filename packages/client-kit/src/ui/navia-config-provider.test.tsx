import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { NaviaConfigProvider, REDUCED_MOTION_QUERY } from './navia-config-provider';

function MotionProbe() {
  const { token } = theme.useToken();
  return <output>{`motion ${String(token.motion)}, primary ${token.colorPrimary}`}</output>;
}

/** A matchMedia that answers the reduced-motion query as given and every other query as jest.setup.web.js does. */
function withReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = original(query);
    return query === REDUCED_MOTION_QUERY ? { ...list, matches: reduce } : list;
  });
}

describe('NaviaConfigProvider', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [false, "keeps antd's motion when the system does not ask for less", 'motion true'],
    [true, "turns antd's motion off under prefers-reduced-motion, keeping the apps' theme", 'motion false'],
  ])('reduce motion %s: %s', (reduce, _what, motion) => {
    withReducedMotion(reduce);
    render(
      <NaviaConfigProvider csp={{}}>
        <MotionProbe />
      </NaviaConfigProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${motion}, primary #3b5bdb`);
  });
});
