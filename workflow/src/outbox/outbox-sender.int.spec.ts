import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { quietLog, testClock, workflowFixture } from '../testing/workflow-fixture.ts';
import { createOutboxSender, startOutboxSender, type OutboxMessage } from './outbox-sender.ts';
import { enqueueMessage } from './outbox-store.ts';

describe.each(testDatabases())('the outbox sender on $kind', (database) => {
  let f: Awaited<ReturnType<typeof workflowFixture>>;
  let clock: ReturnType<typeof testClock>;
  const delivered: OutboxMessage[] = [];
  beforeEach(async () => {
    f = await workflowFixture(database);
    clock = testClock();
    delivered.length = 0;
  });
  afterEach(() => f?.close());

  const enqueue = (id: string, payload: unknown = { n: 1 }) =>
    f.wf
      .transaction()
      .execute((trx) =>
        enqueueMessage(trx, { id, kind: 'note', payload, cause: '1:1', availableAt: clock.now() }),
      );
  const record = async (message: OutboxMessage) => void delivered.push(message);
  const sender = (note = record, owner = 'sender-a') =>
    createOutboxSender({
      db: f.wf,
      handlers: { note },
      clock: clock.now,
      owner,
      claimMs: 30_000,
      log: quietLog(),
    });
  const row = (id: string) =>
    f.wf.selectFrom('workflow_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('keeps one row per message id, however often its cause is written', async () => {
    await enqueue('m1', { n: 1 });
    await enqueue('m1', { n: 2 });
    expect(await sender().runOnce()).toBe(1);
    expect(delivered.map((m) => m.payload)).toEqual([{ n: 1 }]);
    expect(await sender().runOnce()).toBe(0);
  });

  it('retries a failed delivery with growing pauses, by its clock, until it goes through', async () => {
    await enqueue('m1');
    let failures = 2;
    const flaky = sender(async (m) => {
      if (failures-- > 0) throw new Error('SMTP 451 try later');
      delivered.push(m);
    });
    expect(await flaky.runOnce()).toBe(1); // attempt 1 fails: next try after 1-1.25 s
    expect(await flaky.runOnce()).toBe(0);
    clock.advance(1300);
    expect(await flaky.runOnce()).toBe(1); // attempt 2 fails: next after 2-2.5 s
    clock.advance(1300);
    expect(await flaky.runOnce()).toBe(0);
    clock.advance(1300);
    expect(await flaky.runOnce()).toBe(1);
    expect(delivered.map((m) => [m.id, m.attempt])).toEqual([['m1', 3]]);
    expect(await row('m1')).toMatchObject({
      status: 'sent',
      attempts: 3,
      last_error: 'Error: SMTP 451 try later',
    });
  });

  it('gives a message up after the last attempt, and drops one its handler cannot deliver', async () => {
    await enqueue('doomed');
    await enqueue('pointless');
    const handler = async (m: OutboxMessage) => {
      if (m.id === 'pointless') return { drop: 'nothing to send' };
      throw new Error('refused');
    };
    const s = createOutboxSender({
      db: f.wf,
      handlers: { note: handler },
      clock: clock.now,
      backoff: { baseMs: 10, maxMs: 10, maxAttempts: 2 },
      log: quietLog(),
    });
    await s.runOnce();
    clock.advance(20);
    await s.runOnce();
    expect(await row('doomed')).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await row('pointless')).toMatchObject({ status: 'dropped', last_error: 'nothing to send' });
  });

  it('delivers again, with the same id, what a sender that died after delivering never marked', async () => {
    await enqueue('m1');
    const dying = sender(async (m) => {
      delivered.push(m);
      await new Promise(() => undefined); // delivered, then the process dies before marking it
    }, 'sender-a');
    void dying.runOnce();
    await waitFor(() => delivered.length === 1, { message: 'the first delivery' });
    const successor = sender(record, 'sender-b');
    expect(await successor.runOnce()).toBe(0); // still claimed by the dead sender
    clock.advance(30_001);
    expect(await successor.runOnce()).toBe(1);
    expect(delivered.map((m) => m.id)).toEqual(['m1', 'm1']);
    expect(await row('m1')).toMatchObject({ status: 'sent' });
  });

  it('marks a message delivered just before the database went away as sent once it is back, not sending it again', async () => {
    await enqueue('m1');
    await enqueue('m2');
    let down = false;
    // Every query fails while `down`, as against a database that is restarting.
    const db = f.wf.withPlugin({
      transformQuery(args) {
        if (down) throw new Error('Connection terminated unexpectedly');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const s = createOutboxSender({
      db,
      handlers: {
        note: async (m) => {
          // The first mail went out, then the database went away.
          down = delivered.push(m) === 1;
        },
      },
      clock: clock.now,
      owner: 'sender-a',
      claimMs: 30_000,
      log: quietLog(),
    });
    await expect(s.runOnce()).rejects.toThrow('Connection terminated');
    await expect(s.runOnce()).rejects.toThrow('Connection terminated');
    down = false;
    // Its own claims are claimed again at once: the delivered one must be recorded first.
    await s.runOnce();
    await s.runOnce();
    expect(delivered.map((m) => m.id).sort()).toEqual(['m1', 'm2']);
    expect(await row('m1')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await row('m2')).toMatchObject({ status: 'sent' });
  });

  it('a sender started after a restart delivers what was left pending', async () => {
    await enqueue('left-1');
    await enqueue('left-2');
    const loop = startOutboxSender({ db: f.wf, handlers: { note: record }, clock: clock.now, pollMs: 20 });
    try {
      await waitFor(() => delivered.length === 2, { message: 'both pending messages' });
      expect(delivered.map((m) => m.id).sort()).toEqual(['left-1', 'left-2']);
    } finally {
      await loop.close();
    }
  });
});
