import { useEffect, useState } from 'react';
import { refreshEvery } from '../utils/freshness';

/** The current time, ticking often enough for "Updated N seconds ago" about `readAt` to stay true. */
export function useNow(readAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), refreshEvery(readAt, now));
    return () => clearTimeout(timer);
  }, [readAt, now]);
  return now;
}
