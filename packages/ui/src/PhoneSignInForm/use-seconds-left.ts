import { useEffect, useState } from 'react';

const secondsUntil = (until: number | null): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Whole seconds left until `until` (epoch ms), ticking each second and read from the clock, so a
 * throttled background tab does not slow the countdown down; 0 once passed or without a time.
 *
 * @example
 * const left = useSecondsLeft(resendAt); // 90, 89, … 0
 */
export function useSecondsLeft(until: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(until));
  const [counted, setCounted] = useState(until);
  if (counted !== until) {
    // A new time (a new code was sent): start from it in this render, not one tick later.
    setCounted(until);
    setLeft(secondsUntil(until));
  }
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const next = secondsUntil(until);
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return left;
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
