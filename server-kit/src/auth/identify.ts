import type { TokenService } from './tokens.ts';
import type { Caller, FindAccount } from './access-control.ts';

/** The caller a bearer header proves, or null: a valid token of an existing account of that type, issued after its last password change. */
export async function identify(
  header: string | undefined,
  tokens: TokenService,
  findAccount: FindAccount,
): Promise<Caller | null> {
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return null;
  const claims = tokens.verify(token);
  if (!claims) return null;
  const account = await findAccount(claims.accountId);
  if (!account || account.accountType !== claims.accountType) return null;
  // Milliseconds on both sides: a token from the second of the change but before it is refused.
  const validFromMs = account.tokensValidFrom?.getTime() ?? 0;
  if (claims.issuedAtMs < validFromMs) return null;
  return { accountId: claims.accountId, accountType: account.accountType };
}
