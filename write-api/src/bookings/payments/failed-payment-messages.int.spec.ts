import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { retryFailed } from '@cinema/workflow';
import {
  accountWithToken,
  startTestSystem,
  TEST_HEALTH_TOKEN,
  type TestSystem,
} from '@cinema/embedded/testing';
import { givenLiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import {
  book,
  eventsOfType,
  paymentEvents,
  sandboxOf,
  verify,
} from '@cinema/embedded/testing/payment-test-kit';

interface WorkflowDetails {
  status: string;
  checks: { workflow: { failedPaymentMessages: number; failedPaymentMessageIds: string[] } };
}

/**
 * A payment must never be left with neither a booking nor a refund without someone being told
 * (issue 19): a refund the outbox gives up on is flagged in /readyz with its id and logged as an
 * error, and goes through once an operator re-drives it.
 */
describe.each(testDatabases())('a payment message that fails for good, on $kind', (database) => {
  let system: TestSystem | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await system?.stop();
  });

  const readyz = async () => {
    const response = await fetch(`${system!.url}/readyz`, {
      headers: { Authorization: `Bearer ${TEST_HEALTH_TOKEN}` },
    });
    return (await response.json()) as WorkflowDetails;
  };

  it('is flagged in /readyz with its id and logged as an error, and is refunded once re-driven', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    system = await startTestSystem(database, {
      workflow: { outbox: { backoff: { baseMs: 10, maxMs: 10, maxAttempts: 2 } } },
    });
    const screening = await givenLiveScreening(system, { seats: { vip: 2, bolcony: 2, regular: 2 } });
    const viewer = await accountWithToken(system, 'Viewer');
    const gateway = sandboxOf(system);
    const refund = gateway.refund;
    gateway.refund = async () => {
      throw new Error('the gateway is unreachable (test)');
    };
    expect((await readyz()).checks.workflow).toMatchObject({ failedPaymentMessages: 0 });

    // The viewer paid twice for one order: the second payment must be refunded.
    const first = await book(system, viewer, screening.screeningId, [screening.seat('V1')]);
    expect((await verify(system, viewer, gateway.pay(first.orderId, 2))).status).toBe(200);
    const flagged = await waitFor(
      async () => {
        system!.workflow.wake();
        const body = await readyz();
        return body.checks.workflow.failedPaymentMessages > 0 && body;
      },
      { message: 'the refund given up and flagged' },
    );
    expect(flagged.status).toBe('ready'); // reported, not a reason to stop serving
    expect(flagged.checks.workflow.failedPaymentMessages).toBe(1);
    const [id] = flagged.checks.workflow.failedPaymentMessageIds;
    const row = await system.workflow.db
      .selectFrom('workflow_outbox')
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'refund-extra-payment', status: 'failed', attempts: 2 });
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`PAYMENT NEEDS AN OPERATOR.*${id}`)),
    );

    // The gateway is back; an operator re-drives the message (npm run outbox -- retry <id>).
    gateway.refund = refund;
    expect(await retryFailed(system.workflow.db, { ids: [id!], now: system.write.clock() })).toEqual([id]);
    system.workflow.wake();
    const refunded = await waitFor(
      async () => {
        const found = await eventsOfType(paymentEvents(system!, first.orderId), 'ExtraPaymentRefunded');
        return found.length > 0 && found;
      },
      { message: 'the refund made after the retry' },
    );
    expect(refunded).toHaveLength(1);
    expect((await readyz()).checks.workflow).toMatchObject({
      failedPaymentMessages: 0,
      failedPaymentMessageIds: [],
    });
  });
});
