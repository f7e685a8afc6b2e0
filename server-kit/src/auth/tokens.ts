import jwt from 'jsonwebtoken';
import { accountTypeSchema, type AccountType } from '@cinema/contracts';
import { z } from 'zod';

export interface TokenClaims {
  accountId: string;
  accountType: AccountType;
}

const payloadSchema = z.object({ sub: z.string().min(1), accountType: accountTypeSchema });

export interface TokenService {
  sign(claims: TokenClaims): string;
  /** The claims of a valid, unexpired token signed with our secret; null otherwise. */
  verify(token: string): TokenClaims | null;
}

export function createTokenService(secret: string, expiresIn: string): TokenService {
  return {
    sign: ({ accountId, accountType }) =>
      jwt.sign({ accountType }, secret, {
        subject: accountId,
        expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
        algorithm: 'HS256',
      }),
    verify: (token) => {
      try {
        const decoded = jwt.verify(token, secret, { algorithms: ['HS256'] });
        const parsed = payloadSchema.safeParse(decoded);
        return parsed.success ? { accountId: parsed.data.sub, accountType: parsed.data.accountType } : null;
      } catch {
        return null;
      }
    },
  };
}
