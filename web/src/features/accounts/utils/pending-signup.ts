import { ACCOUNT_TYPES, type AccountType } from '@cinema/contracts/browser';

const KEY = 'signupData';

/** The validated signup form, kept until the OTP arrives (the spec's `signupData`). */
export interface PendingSignup {
  accountType: AccountType;
  userName: string;
  email: string;
  contactNumber: string;
  password: string;
  confirmPassword: string;
  inviteCode?: string;
}

const TEXT_FIELDS = ['userName', 'email', 'contactNumber', 'password', 'confirmPassword'] as const;

// Checked by hand: zod stays out of the pages' start-up (it loads with the first submit).
function isPendingSignup(value: unknown): value is PendingSignup {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (ACCOUNT_TYPES as readonly unknown[]).includes(record.accountType) &&
    TEXT_FIELDS.every((field) => typeof record[field] === 'string') &&
    (record.inviteCode === undefined || typeof record.inviteCode === 'string')
  );
}

// sessionStorage: survives a reload of /otp, but not the tab, so the password does not linger.
export function readPendingSignup(): PendingSignup | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isPendingSignup(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const savePendingSignup = (data: PendingSignup) => sessionStorage.setItem(KEY, JSON.stringify(data));

export const clearPendingSignup = () => sessionStorage.removeItem(KEY);
