import { useCallback, useState } from 'react';

/** Text for a polite live region; the same text twice is still announced (a no-break space differs). */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback(
    (text: string) => setMessage((last) => (last === text ? `${text}\u00a0` : text)),
    [],
  );
  return [message, announce] as const;
}
