import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { SplashScreen } from '@/components/ui/splash-screen';
import { AuthProvider } from '@/lib/auth';

/** App-wide providers. The splash is an overlay, so routes start loading beneath it. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <LazyToaster />
      <SplashScreen />
    </AuthProvider>
  );
}
