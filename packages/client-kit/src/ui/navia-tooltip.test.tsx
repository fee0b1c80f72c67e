import { act, fireEvent, render, screen } from '@testing-library/react';
import { NaviaTooltip, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipOpenDelay } from './navia-tooltip';

describe('tooltipOpenDelay', () => {
  it('waits 700 ms when no tooltip has closed yet', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(tooltipOpenDelay(10_000, null)).toBe(700);
  });

  it('opens at once within 300 ms of another tooltip closing', () => {
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(tooltipOpenDelay(10_000, 10_000)).toBe(0);
    expect(tooltipOpenDelay(10_299, 10_000)).toBe(0);
  });

  it('waits the full delay again from 300 ms after the last close', () => {
    expect(tooltipOpenDelay(10_300, 10_000)).toBe(700);
    expect(tooltipOpenDelay(60_000, 10_000)).toBe(700);
  });
});

describe('NaviaTooltip', () => {
  // The last-closed time is shared by every tooltip, so each test starts an hour after the previous one.
  let start = Date.UTC(2026, 0, 1);
  beforeEach(() => {
    jest.useFakeTimers({ now: start });
    start += 3_600_000;
  });
  afterEach(async () => {
    await act(async () => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  // Async act: antd's motion finishes its steps in promise callbacks, which must settle inside act too.
  const advance = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
  const described = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-describedby');

  it('opens after the delay, and the next one at once while the skip window lasts', async () => {
    render(
      <>
        <NaviaTooltip title="First tip">
          <button>First</button>
        </NaviaTooltip>
        <NaviaTooltip title="Second tip">
          <button>Second</button>
        </NaviaTooltip>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'First' }));
    await advance(TOOLTIP_DELAY_MS - 1);
    expect(described('First')).toBeNull();
    await advance(1);
    expect(described('First')).toBeTruthy();

    fireEvent.mouseLeave(screen.getByRole('button', { name: 'First' }));
    await advance(150);
    expect(described('First')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Second' }));
    await advance(0);
    expect(described('Second')).toBeTruthy();

    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Second' }));
    await advance(150 + TOOLTIP_SKIP_DELAY_MS);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'First' }));
    await advance(0);
    expect(described('First')).toBeNull();
    await advance(TOOLTIP_DELAY_MS);
    expect(described('First')).toBeTruthy();
  });

  it('opens on keyboard focus too', async () => {
    render(
      <NaviaTooltip title="Focus tip">
        <button>Focus me</button>
      </NaviaTooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Focus me' }));
    await advance(TOOLTIP_DELAY_MS - 1);
    expect(described('Focus me')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Focus tip');
  });
});
