import type { Projection } from '../projection.ts';

/** The account directory: who exists, with what role (access checks, admin lists). Never passwords. */
export const accountsProjection: Projection = {
  name: 'accounts',
  handles: ['AccountRegistered', 'PasswordChanged', 'AccountDeleted'],
  apply: async (trx, event) => {
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
            position: event.position,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        return;
      case 'PasswordChanged':
        await trx
          .updateTable('accounts')
          .set({ tokens_valid_from: new Date(event.data.changedAt), position: event.position })
          .where('account_id', '=', event.data.accountId)
          .execute();
        return;
      case 'AccountDeleted':
        await trx
          .updateTable('accounts')
          .set({ deleted: true, position: event.position })
          .where('account_id', '=', event.data.accountId)
          .execute();
        return;
    }
  },
};
