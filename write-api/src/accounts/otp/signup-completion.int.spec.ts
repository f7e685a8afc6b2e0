import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import type { EventStore } from '@cinema/event-store';
import { restartableSystems, signupBody, TEST_PASSWORD, type TestSystem } from '@cinema/embedded/testing';

const PASSWORD = TEST_PASSWORD;
const newEmail = () => `signup-${randomUUID().slice(0, 8)}@example.com`;
const registrationsOf = async (store: EventStore, email: string) =>
  (await store.readAll('0:0', 100_000)).filter(
    (e) => e.type === 'AccountRegistered' && (e.data as { email: string }).email === email,
  );

/** Signup consumes the OTP (one stream), then registers the account (another). */
describe.each(testDatabases())('signup across two streams, on $kind', (database) => {
  const { start, stop, stopAll } = restartableSystems(database);
  afterEach(stopAll);
  const login = (system: TestSystem, email: string) =>
    system.call('POST', '/auth/login', { body: { email, password: PASSWORD } });

  it('a crash after the code was consumed still ends in the account, exactly once; a replay issues nothing', async () => {
    const first = await start();
    const email = newEmail();
    expect((await first.call('POST', '/auth/sendotp', { body: { email } })).status).toBe(200);
    const otp = await first.latestOtp(email);

    // The process dies between the two steps: its reactors are gone, the account append fails.
    await first.workflow.close();
    const append = first.store.append;
    first.store.append = async (streamId, events, expected) => {
      if (streamId.startsWith('account-')) throw new Error('the process died here (test)');
      return append(streamId, events, expected);
    };
    expect((await first.call('POST', '/auth/signup', { body: signupBody(email, otp) })).status).toBe(500);
    first.store.append = append;
    expect(await registrationsOf(first.store, email)).toHaveLength(0);
    await stop(first);

    // After the restart the signup-completion reactor finishes what the request left.
    const second = await start({ schemas: first.schemas });
    await waitFor(async () => (await login(second, email)).status === 200, { message: 'the account' });
    const [registered, ...more] = await registrationsOf(second.store, email);
    expect(more).toHaveLength(0);
    expect(registered!.metadata).toMatchObject({ commandId: expect.stringMatching(/^signup:/) });
    // The same code cannot make a second account.
    expect((await second.call('POST', '/auth/signup', { body: signupBody(email, otp) })).status).toBe(409);
    const eventsBefore = (await second.store.readAll('0:0', 100_000)).length;
    await stop(second);

    // Every reactor replays the whole log from position 0: nothing new is issued.
    const third = await start({ schemas: first.schemas });
    const messagesBefore = await third.workflow.db.selectFrom('workflow_outbox').select('id').execute();
    await third.workflow.db.deleteFrom('projector_checkpoints').execute();
    await stop(third);
    const fourth = await start({ schemas: first.schemas });
    await waitFor(() => fourth.workflow.settled(), { message: 'the replay' });
    expect((await fourth.store.readAll('0:0', 100_000)).length).toBe(eventsBefore);
    expect(await fourth.workflow.db.selectFrom('workflow_outbox').select('id').execute()).toEqual(
      messagesBefore,
    );
    expect(await registrationsOf(fourth.store, email)).toHaveLength(1);
  });

  it('a signup that went through is left alone by the reactor (same command id)', async () => {
    const system = await start();
    const email = newEmail();
    await system.call('POST', '/auth/sendotp', { body: { email } });
    const signup = await system.call('POST', '/auth/signup', {
      body: signupBody(email, await system.latestOtp(email)),
    });
    expect(signup.status).toBe(201);
    await waitFor(() => system.workflow.settled(), { message: 'the reactor' });
    const completion = await system.workflow.db
      .selectFrom('workflow_outbox')
      .select(['id', 'status'])
      .where('kind', '=', 'complete-signup')
      .execute();
    expect(completion).toEqual([{ id: expect.stringMatching(/^signup:/), status: 'sent' }]);
    expect(await registrationsOf(system.store, email)).toHaveLength(1);
  });
});
