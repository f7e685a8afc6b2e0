import { useEffect, useRef } from 'react';

/** Calls back when the viewer comes back to the tab or window (at most once a second). */
export function useRefocus(callback: () => void) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < 1000) return;
      last = Date.now();
      latest.current();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, []);
}
