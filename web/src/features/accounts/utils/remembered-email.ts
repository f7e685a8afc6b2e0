const KEY = 'rememberedEmail';

/** The email the login form prefills when "Remember me" was ticked at the last sign-in. */
export const readRememberedEmail = (): string => localStorage.getItem(KEY) ?? '';

export function rememberEmail(email: string | null) {
  if (email) localStorage.setItem(KEY, email);
  else localStorage.removeItem(KEY);
}
