import { userSchema, type User } from '@cinema/contracts';

/** The spec keeps the token and the user in localStorage under the keys `token` and `user`. */
export const authStorage = {
  getToken: (): string | null => localStorage.getItem('token'),
  getUser: (): User | null => {
    const raw = localStorage.getItem('user');
    if (!raw) return null;
    try {
      const parsed = userSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  save: (token: string, user: User) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  },
  /** Logout clears all local storage, as the spec says. */
  clear: () => localStorage.clear(),
};
