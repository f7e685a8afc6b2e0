import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A random secret of this install, kept in `file` (readable by the owner only) and created on
 * first use by `create`: restarts keep it, and no two installs share it.
 */
export function loadOrCreateSecretFile(
  file: string,
  { create = () => randomBytes(32).toString('base64url'), minLength = 32 } = {},
): string {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': two processes starting at once cannot overwrite each other's secret.
    writeFileSync(file, `${create()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < minLength)
    throw new Error(`${file} holds no usable secret: delete it to get a new one`);
  return secret;
}
