import { useEffect, useState } from 'react';
import { GENERATING_ROTATION_MS, generatingMessage } from '../model/generating-messages';

/** spec part 2 §4: while `active`, the generating message moves on every 3 s; each run starts at the first one. */
export function useRotatingMessage(active: boolean): string {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    setTick(0);
    const timer = setInterval(() => setTick((t) => t + 1), GENERATING_ROTATION_MS);
    return () => clearInterval(timer);
  }, [active]);
  return generatingMessage(tick);
}
