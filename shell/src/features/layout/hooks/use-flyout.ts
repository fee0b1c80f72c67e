import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Open state of a rail flyout: open while the pointer is over its item or focus is inside it, closed by Escape or
 * by following a link. Closing with focus inside the flyout moves focus back to the section's own link, which
 * must not reopen it.
 */
export function useFlyout() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const anchorRef = useRef<HTMLAnchorElement>(null);
  const ignoreNextFocus = useRef(false);
  const open = hovered || focused;

  const dismiss = () => {
    setHovered(false);
    setFocused(false);
    const focusInside = itemRef.current?.contains(document.activeElement);
    if (focusInside && document.activeElement !== anchorRef.current) {
      ignoreNextFocus.current = true;
      anchorRef.current?.focus();
    }
  };

  const itemProps = {
    ref: itemRef,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => {
      if (ignoreNextFocus.current) ignoreNextFocus.current = false;
      else setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        dismiss();
      }
    },
  };

  return { open, itemProps, anchorRef, dismiss };
}
