import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredEventError } from '@cinema/contracts';
import { createPostgresEventStore, type PostgresEventStore } from '@cinema/event-store';
import { freshSchema, testDatabases, wakeFor } from '@cinema/event-store/testing';
import { accountDecider } from '../accounts/account/decide.ts';
import { loadState } from './handle-command.ts';

const accountId = '0a1b2c3d-0000-5000-a000-00000000beef';
const registered = {
  type: 'AccountRegistered',
  data: {
    accountId,
    userName: 'Old Timer',
    email: 'old@example.com',
    contactNumber: '9876543210',
    accountType: 'Viewer',
    passwordHash: 'h0',
    registeredAt: '2026-11-01T00:00:00.000Z',
  },
};

describe.each(testDatabases())('stored events on the write side ($kind)', (database) => {
  let store: PostgresEventStore;
  beforeAll(async () => {
    store = createPostgresEventStore({
      connectionString: database.url,
      schema: await freshSchema(database.url),
      wake: wakeFor(database.kind),
    });
    await store.migrate();
  });
  afterAll(() => store?.close());

  it('loads a stream holding a PasswordChanged written before it carried accountId', async () => {
    const stream = `account-${accountId}`;
    const changedAt = '2026-11-02T00:00:00.000Z';
    await store.append(stream, [registered], 'no_stream');
    await store.append(stream, [{ type: 'PasswordChanged', data: { passwordHash: 'h1', changedAt } }], 0);
    const { state, revision } = await loadState(store, stream, accountDecider);
    expect(revision).toBe(1);
    expect(state).toMatchObject({ status: 'active', passwordHash: 'h1', passwordChangedAt: changedAt });
  });

  it('refuses a stream with a corrupt event with a named error that says where it is', async () => {
    const stream = 'account-corrupt';
    await store.append(
      stream,
      [registered, { type: 'PasswordChanged', data: { passwordHash: 7 } }],
      'no_stream',
    );
    const error = await loadState(store, stream, accountDecider).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoredEventError);
    expect((error as Error).message).toMatch(
      /PasswordChanged v1 at account-corrupt@1 .*cannot be read: passwordHash/,
    );
  });
});
