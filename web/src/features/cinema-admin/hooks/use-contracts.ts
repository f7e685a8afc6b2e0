import { useEffect, useState } from 'react';
import { loadContracts } from '@/lib/contracts';

type Contracts = Awaited<ReturnType<typeof loadContracts>>;

/** The full contracts once loaded (they come with the page's first API call), for limits like CINEMA_LIMITS. */
export function useContracts(): Contracts | null {
  const [contracts, setContracts] = useState<Contracts | null>(null);
  useEffect(() => {
    let current = true;
    void loadContracts().then((loaded) => {
      if (current) setContracts(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return contracts;
}
