import { createHash } from 'node:crypto';
import { normalizeEmail } from '@cinema/contracts';

/**
 * An account's id is derived from its normalized email, so "is this email taken?" is answered by
 * the account stream itself and two concurrent signups for one email cannot both succeed.
 */
export function accountIdFor(email: string): string {
  const hex = createHash('sha256')
    .update(`account:${normalizeEmail(email)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const accountStreamId = (accountId: string) => `account-${accountId}`;
