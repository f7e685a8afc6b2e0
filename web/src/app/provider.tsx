import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AuthProvider } from '@/lib/auth';

/** App-wide providers. The start-up splash is not here: index.html draws it before this code loads. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <LazyToaster />
    </AuthProvider>
  );
}
