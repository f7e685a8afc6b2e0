import type { Migration } from 'kysely';
import * as foundation from './2026-11-22t01-00-foundation.ts';

/** Listed explicitly (not read from disk) so bundled builds find them; names sort in order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22t01-00-foundation': foundation,
};
