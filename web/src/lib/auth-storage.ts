import type { User } from '@cinema/contracts';
import { ACCOUNT_TYPES } from '@cinema/contracts/browser';

// The stored user is checked by hand, not with the contracts' userSchema: this runs at start-up,
// and zod is kept out of start-up (a third of the app's JavaScript).
function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    ['_id', 'userName', 'contactNumber', 'email'].every((key) => typeof user[key] === 'string') &&
    (ACCOUNT_TYPES as readonly unknown[]).includes(user.accountType) &&
    (user.dob === null || typeof user.dob === 'string')
  );
}

/** Fired when this tab signs in or out, so caches of the last account's data are emptied. */
export const SESSION_CHANGED_EVENT = 'cinema:session-changed';
const sessionChanged = () => window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));

/** The spec keeps the token and the user in localStorage under the keys `token` and `user`. */
export const authStorage = {
  getToken: (): string | null => localStorage.getItem('token'),
  getUser: (): User | null => {
    const raw = localStorage.getItem('user');
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isUser(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  save: (token: string, user: User) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    sessionChanged();
  },
  /** Logout clears all local storage, as the spec says. */
  clear: () => {
    localStorage.clear();
    sessionChanged();
  },
  /** Another tab signed in or out (a storage event naming the token, or clearing everything). */
  changedElsewhere: (event: StorageEvent) => {
    if (event.key === 'token' || event.key === null) sessionChanged();
  },
};
