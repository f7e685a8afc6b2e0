import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cinema/contracts';
import type { PostgresEventStore } from '@cinema/event-store';
import { findUnreadable, repairEvent } from '@cinema/event-store/repair';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { accountWithToken, startTestSystem, TEST_HEALTH_TOKEN, type TestSystem } from '../testing/index.ts';
import { givenLiveScreening } from '@cinema/embedded/testing/screening-test-kit';

/*
 * An event nobody can read (written by hand, or by an old bug) in a screening's stream: commands
 * on that stream answer a clear 503 naming it instead of 500 for ever, the projector reports it
 * with its dead letters, and the operator command mends it.
 */
describe.each(testDatabases())('a stream holding an unreadable event on $kind', (database) => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await startTestSystem(database);
  });
  afterAll(() => system?.stop());

  it('answers 503 naming the stream, parks the event for the operator, and works again once repaired', async () => {
    const screening = await givenLiveScreening(system);
    const { token } = await accountWithToken(system, 'Viewer');
    const streamId = `screening-${screening.screeningId}`;
    const { pool, schema } = system.store as PostgresEventStore;
    // A hand-written hold with a seat list that is not a list.
    await system.store.append(
      streamId,
      [{ type: 'SeatsHeld', data: { screeningId: screening.screeningId, seats: 'V1' }, metadata: {} }],
      'any',
    );
    const reserve = () =>
      system.call('POST', '/show/reserveSeats', { body: { seatIds: [screening.seat('R1')] }, token });

    const refused = await reserve();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      success: false,
      code: 'STREAM_UNREADABLE',
      message: SERVER_MESSAGES.streamUnreadable(streamId),
    });
    expect(refused.headers.get('retry-after')).toBe('300');
    expect((await reserve()).status).toBe(503);

    // The projector parks it with its dead letters, where /readyz counts them.
    await waitFor(
      async () => {
        const ready = await fetch(`${system.url}/readyz`, {
          headers: { Authorization: `Bearer ${TEST_HEALTH_TOKEN}` },
        });
        const body = (await ready.json()) as { checks?: { readModels?: { parked?: number } } };
        return (body.checks?.readModels?.parked ?? 0) > 0;
      },
      { message: 'the unreadable event among the parked ones' },
    );

    const [found] = await findUnreadable(pool, schema, streamId);
    expect(found).toMatchObject({ streamId, type: 'SeatsHeld', reason: expect.stringContaining('seats') });
    await expect(
      repairEvent(pool, schema, {
        streamId,
        revision: found!.revision,
        data: { nonsense: true },
        reason: 'typo',
      }),
    ).rejects.toThrow(/cannot be read/);
    await repairEvent(pool, schema, {
      streamId,
      revision: found!.revision,
      data: {
        screeningId: screening.screeningId,
        holdId: `${screening.screeningId}~hand-written`,
        accountId: 'nobody',
        seats: ['V1'],
        expiresAt: new Date(0).toISOString(),
        heldAt: new Date(0).toISOString(),
      },
      reason: 'a hold typed in by hand during a support call',
    });
    expect(await findUnreadable(pool, schema, streamId)).toEqual([]);
    expect((await reserve()).status).toBe(200);
  });
});
