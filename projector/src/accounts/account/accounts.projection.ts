import { positionKey } from '@cinema/contracts';
import type { Projection } from '../../infra/projection.ts';

/**
 * The account directory: who exists, with what role (access checks, admin lists). Never passwords.
 * Updates are guarded by position, so an older event can never roll a newer change back
 * (a stale "tokens valid from" would make sessions ended by a later password reset valid again).
 */
export const accountsProjection: Projection = {
  name: 'accounts',
  handles: ['AccountRegistered', 'PasswordChanged', 'AccountDeleted'],
  apply: async (trx, event) => {
    const position = { position: event.position, position_key: positionKey(event.position) };
    switch (event.type) {
      case 'AccountRegistered':
        await trx
          .insertInto('accounts')
          .values({
            account_id: event.data.accountId,
            user_name: event.data.userName,
            email: event.data.email,
            contact_number: event.data.contactNumber,
            account_type: event.data.accountType,
            registered_at: new Date(event.data.registeredAt),
            deleted: false,
            tokens_valid_from: null,
            ...position,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        return;
      case 'PasswordChanged':
        await trx
          .updateTable('accounts')
          .set({ tokens_valid_from: new Date(event.data.changedAt), ...position })
          .where('account_id', '=', event.data.accountId)
          .where('position_key', '<', position.position_key)
          .execute();
        return;
      case 'AccountDeleted':
        await trx
          .updateTable('accounts')
          .set({ deleted: true, ...position })
          .where('account_id', '=', event.data.accountId)
          .where('position_key', '<', position.position_key)
          .execute();
        return;
    }
  },
};
