import { useEffect, useRef, useState } from 'react';
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

export type NaviaTooltipProps = Omit<TooltipProps, 'open' | 'defaultOpen' | 'mouseEnterDelay'>;

/**
 * antd's Tooltip with the product's delays. It opens on hover and on keyboard focus and closes on Escape. The
 * delay is decided when the pointer arrives, which antd's fixed mouseEnterDelay cannot do, so the open state is
 * held here and antd only reports what the user did.
 */
export function NaviaTooltip({ onOpenChange, trigger = ['hover', 'focus'], ...props }: NaviaTooltipProps) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: boolean) => {
    openRef.current = next;
    setOpen(next);
    onOpenChange?.(next);
  };
  const handleOpenChange = (next: boolean) => {
    clearTimeout(timer.current);
    if (!next) {
      // Only a tooltip that was shown starts the skip window; passing over a control without waiting does not.
      if (openRef.current) {
        lastClosedAt = Date.now();
        show(false);
      }
      return;
    }
    const delay = tooltipOpenDelay(Date.now(), lastClosedAt);
    if (delay === 0) show(true);
    else timer.current = setTimeout(() => show(true), delay);
  };

  return <Tooltip {...props} trigger={trigger} mouseEnterDelay={0} open={open} onOpenChange={handleOpenChange} />;
}
