import jwt from 'jsonwebtoken';
import { accountTypeSchema, type AccountType } from '@cinema/contracts';
import { z } from 'zod';

export interface TokenClaims {
  accountId: string;
  accountType: AccountType;
}

export interface VerifiedClaims extends TokenClaims {
  /** When the token was issued, in whole seconds (JWT `iat`). */
  issuedAtSeconds: number;
}

const payloadSchema = z.object({ sub: z.string().min(1), accountType: accountTypeSchema, iat: z.number() });

export interface TokenService {
  sign(claims: TokenClaims): string;
  /** The claims of a valid, unexpired token signed with our secret; null otherwise. */
  verify(token: string): VerifiedClaims | null;
}

/** `clock` is the service's notion of now, so tests that move time move token lifetimes too. */
export function createTokenService(
  secret: string,
  expiresIn: string,
  clock: () => Date = () => new Date(),
): TokenService {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    sign: ({ accountId, accountType }) =>
      jwt.sign({ accountType, iat: nowSeconds() }, secret, {
        subject: accountId,
        expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
        algorithm: 'HS256',
      }),
    verify: (token) => {
      try {
        const decoded = jwt.verify(token, secret, { algorithms: ['HS256'], clockTimestamp: nowSeconds() });
        const parsed = payloadSchema.safeParse(decoded);
        if (!parsed.success) return null;
        return {
          accountId: parsed.data.sub,
          accountType: parsed.data.accountType,
          issuedAtSeconds: parsed.data.iat,
        };
      } catch {
        return null;
      }
    },
  };
}
