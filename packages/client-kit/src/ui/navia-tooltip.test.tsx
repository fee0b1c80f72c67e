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

  it('does not open once the pointer has left before the delay, even with focus still on the control', async () => {
    render(
      <NaviaTooltip title="Rail tip">
        <button>Strategies</button>
      </NaviaTooltip>,
    );
    const link = screen.getByRole('button', { name: 'Strategies' });
    // A click on a rail link: the pointer arrives, the click focuses the link, the pointer moves on to the page.
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.mouseLeave(link);
    await advance(TOOLTIP_DELAY_MS * 2);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(described('Strategies')).toBeNull();
  });

  it('closes on a click (following a link) and does not reopen while focus stays there', async () => {
    render(
      <NaviaTooltip title="Rail tip">
        <button>Tasks</button>
      </NaviaTooltip>,
    );
    const link = screen.getByRole('button', { name: 'Tasks' });
    fireEvent.mouseEnter(link);
    await advance(TOOLTIP_DELAY_MS);
    expect(described('Tasks')).toBeTruthy();
    fireEvent.focus(link);
    fireEvent.click(link);
    await advance(TOOLTIP_DELAY_MS * 2);
    expect(described('Tasks')).toBeNull();
  });

  it('a click before the delay cancels the pending tooltip', async () => {
    render(
      <NaviaTooltip title="Rail tip">
        <button>Brand</button>
      </NaviaTooltip>,
    );
    const link = screen.getByRole('button', { name: 'Brand' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.click(link);
    await advance(TOOLTIP_DELAY_MS * 2);
    expect(described('Brand')).toBeNull();
  });
});
