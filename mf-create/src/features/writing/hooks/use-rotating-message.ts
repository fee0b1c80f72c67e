import { useEffect, useState } from 'react';
import { GENERATING_ROTATION_MS, generatingMessage } from '../model/generating-messages';

/** spec part 2 §4: while `active`, the generating message moves on every 3 s; each run starts at the first one. */
export function useRotatingMessage(active: boolean): string {
  const [tick, setTick] = useState(0);
  // A new run starts at the first message: reset while rendering when `active` turns on (rather than in the effect),
  // so the run's first render already shows it. Turning off keeps the message where it stopped.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (active) setTick(0);
  }
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((t) => t + 1), GENERATING_ROTATION_MS);
    return () => clearInterval(timer);
  }, [active]);
  return generatingMessage(tick);
}
