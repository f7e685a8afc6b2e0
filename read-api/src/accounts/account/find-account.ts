import { accountTypeSchema } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { FindAccount } from '@cinema/server-kit';
import type { Kysely } from 'kysely';

/** Access checks on the read side use the account directory read model. */
export const findAccountInDirectory =
  (db: Kysely<ReadDatabase>): FindAccount =>
  async (accountId) => {
    const row = await db
      .selectFrom('accounts')
      .select(['account_type', 'tokens_valid_from'])
      .where('account_id', '=', accountId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    const type = accountTypeSchema.safeParse(row?.account_type);
    return type.success ? { accountType: type.data, tokensValidFrom: row?.tokens_valid_from ?? null } : null;
  };
