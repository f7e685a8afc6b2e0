import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@cinema/contracts';
import { authStorage } from './auth-storage';
import { SESSION_EXPIRED_EVENT } from './api-client';

interface AuthState {
  token: string | null;
  user: User | null;
  isLoggedIn: boolean;
  signIn: (token: string, user: User) => void;
  signOut: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Auth state synced with localStorage (and with other tabs through the storage event). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(authStorage.getToken);
  const [user, setUser] = useState(authStorage.getUser);

  useEffect(() => {
    const onStorage = (event?: StorageEvent) => {
      if (event) authStorage.changedElsewhere(event);
      setToken(authStorage.getToken());
      setUser(authStorage.getUser());
    };
    const onExpired = () => {
      authStorage.clear();
      onStorage();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
    };
  }, []);

  const signIn = useCallback((nextToken: string, nextUser: User) => {
    authStorage.save(nextToken, nextUser);
    setToken(nextToken);
    setUser(nextUser);
  }, []);
  const signOut = useCallback(() => {
    authStorage.clear();
    setToken(null);
    setUser(null);
  }, []);

  const value = useMemo(
    () => ({ token, user, isLoggedIn: Boolean(token), signIn, signOut }),
    [token, user, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
