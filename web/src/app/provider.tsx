import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from '@/components/ui/toaster';
import { SplashScreen } from '@/components/ui/splash-screen';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/** App-wide providers. The splash is an overlay, so routes and their queries start loading beneath it. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <AppToaster />
        <SplashScreen />
      </AuthProvider>
    </QueryClientProvider>
  );
}
