import { useCallback, useState } from 'react';
import { useAuthStore, useMobileLayout } from '@navia/client-kit';
import { runtimeTimeZone } from '@navia/contracts';
import { timezoneLabel } from '../model/timezone-rules';
import { updateTimezone } from '../api/update-timezone';

export interface TimezoneAction {
  label: string;
  /** The full IANA name for a tooltip: the stored zone, or the browser's one that an update would save. */
  title: string | undefined;
  isUpdating: boolean;
  /** A manual update (isAutoDetected false); resolves to whether it was saved. */
  run: () => Promise<boolean>;
}

/**
 * The user menu's timezone item (spec part 1 §2 "Layout"). Its names come from the runtime's time zone data, which a
 * page pays for the first time it asks: 150–240 ms of a signed-in page's start at 4× CPU (issue 16's main-thread
 * profile, where the closed menu asked for them on every page). So they are worked out only once the menu has been
 * opened (`menuShown`); before that the item, not on screen, has no text.
 */
export function useTimezoneAction(menuShown: boolean): TimezoneAction {
  const stored = useAuthStore((s) => s.user?.publicMetadata.timezone);
  const isMobile = useMobileLayout();
  const [isUpdating, setIsUpdating] = useState(false);

  const run = useCallback(async () => {
    setIsUpdating(true);
    try {
      return await updateTimezone({ isAutoDetected: false });
    } finally {
      setIsUpdating(false);
    }
  }, []);

  let label: string;
  if (isUpdating) label = 'Updating Timezone...';
  else if (!menuShown) label = '';
  else if (stored) label = timezoneLabel(stored, isMobile);
  else label = 'Update Current Timezone';

  return { label, title: menuShown ? (stored ?? runtimeTimeZone() ?? undefined) : undefined, isUpdating, run };
}
