import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A visible countdown in whole seconds: `start(90)` shows 90, 89, … 0, read from the clock so a
 * throttled background tab does not slow it down.
 *
 * @example
 * const { left, start } = useCountdown();
 * start(answer.resendAfterSeconds);
 */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [left, setLeft] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);
  const start = useCallback((seconds: number) => {
    window.clearInterval(timer.current);
    const until = Date.now() + seconds * 1000;
    setLeft(seconds);
    timer.current = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer.current);
    }, 1000);
  }, []);
  return { left, start };
}

/**
 * Seconds as m:ss.
 *
 * @example
 * formatSeconds(90); // '1:30'
 */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
