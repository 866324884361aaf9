import { useEffect, useState } from 'react';

const secondsLeft = (deadline: string, offset: number): number =>
  Math.max(0, Math.floor((Date.parse(deadline) - (Date.now() + offset)) / 1000));

/**
 * Seconds left until the server's deadline; null until the first tick. The browser's clock may be
 * off: the offset between the server's `serverNow` and the browser's clock is applied to every tick.
 */
export function useCountdown(deadline: string, serverNow: string): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const offset = Date.parse(serverNow) - Date.now();
    const tick = () => setSeconds(secondsLeft(deadline, offset));
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [deadline, serverNow]);
  return seconds;
}

/** 59:07, or 1:00:00 for a full hour. */
export const formatCountdown = (seconds: number | null): string => {
  if (seconds === null) return '--:--';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
