import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { quietLog, testClock, workflowFixture } from '../testing/workflow-fixture.ts';
import {
  createOutboxSender,
  startOutboxSender,
  type OutboxMessage,
  type OutboxSender,
} from './outbox-sender.ts';
import { enqueueMessages } from './outbox-store.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Several senders on one outbox (issue 19): claim loops in one process, and other processes. */
describe.each(testDatabases())('several outbox senders on $kind', (database) => {
  let f: Awaited<ReturnType<typeof workflowFixture>>;
  let clock: ReturnType<typeof testClock>;
  const running: OutboxSender[] = [];
  beforeEach(async () => {
    f = await workflowFixture(database);
    clock = testClock();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.close()));
    await f?.close();
  });

  const enqueue = (messages: { id: string; key?: string }[]) =>
    f.wf.transaction().execute((trx) =>
      enqueueMessages(
        trx,
        messages.map(({ id, key }) => ({
          id,
          key,
          kind: 'note',
          payload: null,
          cause: '1:1',
          availableAt: clock.now(),
        })),
      ),
    );
  const statuses = async () =>
    Object.fromEntries(
      (await f.wf.selectFrom('workflow_outbox').select(['id', 'status']).execute()).map((r) => [
        r.id,
        r.status,
      ]),
    );

  /** A receiver that counts every delivery by id and the most deliveries it saw at once, per sender. */
  function receiver(ms = 3) {
    const counts = new Map<string, number>();
    const inFlight = new Map<string, number>();
    const most = new Map<string, number>();
    const handlerOf = (sender: string) => async (m: OutboxMessage) => {
      const now = (inFlight.get(sender) ?? 0) + 1;
      inFlight.set(sender, now);
      most.set(sender, Math.max(most.get(sender) ?? 0, now));
      await pause(ms);
      counts.set(m.id, (counts.get(m.id) ?? 0) + 1);
      inFlight.set(sender, inFlight.get(sender)! - 1);
    };
    return { counts, most, handlerOf };
  }

  it('claim loops of one process and a second process deliver every message exactly once, several at a time', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `m${String(i).padStart(3, '0')}`);
    await enqueue(ids.map((id) => ({ id })));
    const r = receiver();
    // Two "processes" (sender instances with owners of their own), each with three claim loops
    // of small batches, every delivery taking a few milliseconds.
    for (const owner of ['process-a', 'process-b'])
      running.push(
        startOutboxSender({
          db: f.wf,
          handlers: { note: r.handlerOf(owner) },
          clock: clock.now,
          owner,
          loops: 3,
          batchSize: 10,
          concurrency: 4,
          pollMs: 20,
          log: quietLog(),
        }),
      );
    await waitFor(async () => Object.values(await statuses()).every((s) => s === 'sent'), {
      message: 'every message sent',
      timeoutMs: 30_000,
    });
    expect([...r.counts.keys()].sort()).toEqual(ids);
    expect([...r.counts.values()].every((n) => n === 1)).toBe(true);
    // The loops of one process really ran side by side (one loop alone delivers one at a time).
    expect(Math.max(...r.most.values())).toBeGreaterThan(1);
    const owners = await f.wf.selectFrom('workflow_outbox').select('claimed_by').distinct().execute();
    expect(owners).toEqual([{ claimed_by: null }]);
  });

  it('retries what a crashed sender had claimed once its claim expires, and only that: the rest of its batch was recorded', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `m${i}`);
    await enqueue(ids.map((id) => ({ id })));
    const r = receiver(1);
    const crashing = createOutboxSender({
      db: f.wf,
      handlers: {
        note: async (m) => {
          if (m.id === 'm3') return new Promise<void>(() => undefined); // the process dies mid-delivery
          return r.handlerOf('crashing')(m);
        },
      },
      clock: clock.now,
      owner: 'crashing',
      claimMs: 30_000,
      batchSize: 10,
      concurrency: 4,
      log: quietLog(),
    });
    void crashing.runOnce();
    await waitFor(async () => Object.values(await statuses()).filter((s) => s === 'sent').length === 9, {
      message: 'the rest of the batch recorded while m3 hangs',
    });
    const successor = createOutboxSender({
      db: f.wf,
      handlers: { note: r.handlerOf('successor') },
      clock: clock.now,
      owner: 'successor',
      claimMs: 30_000,
      batchSize: 10,
      log: quietLog(),
    });
    expect(await successor.runOnce()).toBe(0); // m3 is still the crashed sender's
    clock.advance(30_001);
    expect(await successor.runOnce()).toBe(1);
    expect(Object.fromEntries(r.counts)).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
    expect(await statuses()).toEqual(Object.fromEntries(ids.map((id) => [id, 'sent'])));
  });

  it('delivers messages of one key one at a time, in the order written, across senders and retries', async () => {
    await enqueue([
      { id: 'k1', key: 'mail-to:riya@example.com' },
      { id: 'u1' },
      { id: 'k2', key: 'mail-to:riya@example.com' },
      { id: 'u2' },
      { id: 'k3', key: 'mail-to:riya@example.com' },
      { id: 'other-1', key: 'mail-to:aman@example.com' },
      { id: 'other-2', key: 'mail-to:aman@example.com' },
    ]);
    const order: string[] = [];
    let keyedInFlight = 0;
    let mostKeyed = 0;
    let k1Failures = 1;
    const note = async (m: OutboxMessage) => {
      const keyed = m.id.startsWith('k');
      if (keyed) mostKeyed = Math.max(mostKeyed, ++keyedInFlight);
      try {
        await pause(keyed ? 20 - Number(m.id[1]) * 5 : 1); // later ones would finish first
        if (m.id === 'k1' && k1Failures-- > 0) throw new Error('421 try later');
        order.push(m.id);
      } finally {
        if (keyed) keyedInFlight--;
      }
    };
    const senders = ['a', 'b'].map((owner) =>
      createOutboxSender({
        db: f.wf,
        handlers: { note },
        clock: clock.now,
        owner,
        batchSize: 10,
        concurrency: 8,
        log: quietLog(),
      }),
    );
    // Both senders claim at once; k1 fails and waits for its retry, and nothing of its key passes it.
    await Promise.all(senders.map((s) => s.runOnce()));
    await Promise.all(senders.map((s) => s.runOnce()));
    expect(order.filter((id) => id.startsWith('k'))).toEqual([]);
    expect(order).toEqual(expect.arrayContaining(['u1', 'u2', 'other-1']));
    clock.advance(1300); // past k1's backoff
    for (let i = 0; i < 6; i++) await Promise.all(senders.map((s) => s.runOnce()));
    expect(order.filter((id) => id.startsWith('k'))).toEqual(['k1', 'k2', 'k3']);
    expect(order.filter((id) => id.startsWith('other'))).toEqual(['other-1', 'other-2']);
    expect(mostKeyed).toBe(1);
    expect(Object.values(await statuses()).every((s) => s === 'sent')).toBe(true);
  });
});
