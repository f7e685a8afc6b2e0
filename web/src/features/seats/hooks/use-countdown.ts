import { useEffect, useRef, useState } from 'react';
import { serverNow } from '../utils/server-clock';

interface ClockEvents {
  warnBeforeMs: number;
  onWarn: () => void;
  onExpire: () => void;
}

/**
 * Milliseconds left until `expiresAt` (null without one) on the server's clock, ticking every second. Warns once per
 * expiry time (an extension warns again) and calls onExpire once when the time is up.
 */
export function useCountdown(expiresAt: string | null, { warnBeforeMs, onWarn, onExpire }: ClockEvents) {
  const [now, setNow] = useState(serverNow);
  const events = useRef({ onWarn, onExpire });
  useEffect(() => {
    events.current = { onWarn, onExpire };
  });

  useEffect(() => {
    if (!expiresAt) return;
    const end = Date.parse(expiresAt);
    let warned = false;
    const tick = () => {
      const at = serverNow();
      setNow(at);
      if (!warned && end - at <= warnBeforeMs) {
        warned = true;
        if (end > at) events.current.onWarn();
      }
      if (end <= at) {
        window.clearInterval(timer);
        events.current.onExpire();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [expiresAt, warnBeforeMs]);

  return expiresAt ? Math.max(0, Date.parse(expiresAt) - now) : null;
}
