import { useEffect, useState } from 'react';
import { runtimeTimeZone, todayIn } from '@navia/contracts';
import { useAuthStore } from '@navia/client-kit';

/** How often the page checks whether the user's day has turned, so a page left open overnight re-buckets. */
const DAY_CHECK_MS = 60_000;

/** spec part 1 §4 "Timezone": the stored zone, else the browser's. */
export function useUserTimeZone(): string | undefined {
  const stored = useAuthStore((s) => s.user?.publicMetadata.timezone);
  return stored || runtimeTimeZone() || undefined;
}

/** Today's calendar day (`YYYY-MM-DD`) in the user's time zone, the day the schedule rules count from. */
export function useToday(): string {
  const timeZone = useUserTimeZone();
  const [today, setToday] = useState(() => todayIn(timeZone));
  useEffect(() => {
    // Setting the same string again renders nothing, so the check is cheap until the day actually turns.
    const check = () => setToday(todayIn(timeZone));
    check();
    const timer = setInterval(check, DAY_CHECK_MS);
    return () => clearInterval(timer);
  }, [timeZone]);
  return today;
}
