import { useCallback, useEffect, useState } from 'react';

/**
 * Loads data when the component mounts; `reload()` fetches again (after a write: the API client
 * sends the write's position, so the answer includes it). A few lines in place of TanStack Query,
 * whose 13.5 KB gz did not fit the 100 KB start-up budget of the page that used it.
 */
export function useApiQuery<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [isPending, setPending] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (result) => {
        if (!current) return;
        setData(result);
        setError(null);
        setPending(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure);
        setPending(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, isPending, reload };
}
