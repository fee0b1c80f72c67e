import { cloneElement, isValidElement, useEffect, useRef, useState, type ReactElement, type SyntheticEvent } from 'react';
import { Tooltip, type TooltipProps } from 'antd';

/** spec part 1 §9: a tooltip opens after 700 ms, or at once within 300 ms of another one closing. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** How long a tooltip waits before opening, given when the last tooltip closed (null: none has yet). */
export function tooltipOpenDelay(now: number, lastClosedAt: number | null): number {
  return lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}

// Shared by every NaviaTooltip (client-kit is one singleton across the shell and the remotes), so moving along a
// row of controls shows each tooltip at once after the first one.
let lastClosedAt: number | null = null;
const noteShownTooltipClosed = () => {
  lastClosedAt = Date.now();
};
const openDelayNow = () => tooltipOpenDelay(Date.now(), lastClosedAt);

export type NaviaTooltipProps = Omit<TooltipProps, 'open' | 'defaultOpen' | 'mouseEnterDelay'>;

type ChildHandlers = Partial<Record<'onClick' | 'onMouseLeave' | 'onPointerLeave' | 'onBlur', (event: SyntheticEvent) => void>>;

/**
 * antd's Tooltip with the product's delays. It opens on hover and on keyboard focus and closes on Escape, on a
 * click, and when the pointer or focus leaves. The delay is decided when the pointer arrives, which antd's fixed
 * mouseEnterDelay cannot do, so the open state is held here and antd only reports what the user did.
 *
 * antd reports a close only when it believes the tooltip is open, so while the delay runs it says nothing when the
 * pointer leaves or the control is clicked: the child's own handlers cancel the pending open instead. Without that
 * a rail link clicked and left within the delay opened its tooltip afterwards, over the page and over any dialog
 * just opened, where it also took Escape away from the dialog (issue 14).
 */
export function NaviaTooltip({ onOpenChange, trigger = ['hover', 'focus'], children, ...props }: NaviaTooltipProps) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: boolean) => {
    openRef.current = next;
    setOpen(next);
    onOpenChange?.(next);
  };
  const close = () => {
    clearTimeout(timer.current);
    // Only a tooltip that was shown starts the skip window; passing over a control without waiting does not.
    if (openRef.current) {
      noteShownTooltipClosed();
      show(false);
    }
  };
  const handleOpenChange = (next: boolean) => {
    if (!next) {
      close();
      return;
    }
    clearTimeout(timer.current);
    const delay = openDelayNow();
    if (delay === 0) show(true);
    else timer.current = setTimeout(() => show(true), delay);
  };

  let child = children;
  if (isValidElement<ChildHandlers>(children)) {
    const own = children.props;
    // These handlers run on events, never during render: the compiler's rule takes any function handed to a call
    // (cloneElement here) as possibly run during render.
    /* eslint-disable react-hooks/refs */
    const closing = (name: keyof ChildHandlers) => (event: SyntheticEvent) => {
      close();
      own[name]?.(event);
    };
    child = cloneElement(children as ReactElement<ChildHandlers>, {
      onClick: closing('onClick'),
      onMouseLeave: closing('onMouseLeave'),
      onPointerLeave: closing('onPointerLeave'),
      onBlur: closing('onBlur'),
    });
    /* eslint-enable react-hooks/refs */
  }

  return (
    <Tooltip {...props} trigger={trigger} mouseEnterDelay={0} open={open} onOpenChange={handleOpenChange}>
      {child}
    </Tooltip>
  );
}
