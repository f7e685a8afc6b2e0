import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes). */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password),
  verify: async (hashed, password) => {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  },
};
