import { useAuth } from '@/lib/auth';
import type { Audience } from './nav-items';

/** Who is looking: the stored user's account type, or null when logged out (the spec's "logged in follows the token"). */
export function useAudience(): Audience {
  const { isLoggedIn, user } = useAuth();
  if (!isLoggedIn) return null;
  return user?.accountType ?? 'Viewer';
}
