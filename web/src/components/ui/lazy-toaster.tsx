import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastsRequested, toastsRequested } from '@/lib/toast';

const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })));

/** Mounts the toaster (and loads react-hot-toast) when the first toast is asked for, not at start-up. */
export function LazyToaster() {
  const [wanted, setWanted] = useState(toastsRequested);
  useEffect(() => {
    const stop = onToastsRequested(() => setWanted(true));
    return () => {
      stop();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
