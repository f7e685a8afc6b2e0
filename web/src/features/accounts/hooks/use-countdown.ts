import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Seconds left until a deadline set when the countdown starts. It reads `Date.now()` on each
 * 1-second tick, so a throttled background tab still shows the right time, and fake clocks
 * (vi.useFakeTimers, Playwright's clock) drive it.
 */
export function useCountdown(initialSeconds: number) {
  const [run, setRun] = useState({ seconds: initialSeconds, id: 0 });
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    const deadline = Date.now() + run.seconds * 1000;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [run]);

  const restart = useCallback((seconds: number) => {
    setSecondsLeft(seconds);
    setRun((previous) => ({ seconds, id: previous.id + 1 }));
  }, []);

  return { secondsLeft, isExpired: secondsLeft === 0, restart };
}

/** 75 → "01:15". */
export const formatCountdown = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
