import { useEffect, useState } from 'react';

/**
 * Seconds left of a wait the server announced (`seconds` as of `since`, a time in ms), ticking
 * down once a second; 0 when it is over.
 */
export function useCountdown(seconds: number, since: number): number {
  const left = () => Math.max(0, Math.ceil(seconds - (Date.now() - since) / 1000));
  const [now, setNow] = useState(left);
  useEffect(() => {
    setNow(left());
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      const next = left();
      setNow(next);
      if (next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seconds, since]);
  return now;
}

/** 75 -> "1:15". */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
