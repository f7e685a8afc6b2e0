import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { acquireLease, applyBatch, readCheckpoint, saveCheckpoint, startProjector } from '@cinema/workflow';
import type { Projection } from './projection.ts';
import { allProjections } from '../projections.ts';
import {
  accountRegistered,
  cityAdded,
  passwordChanged,
  projectorFixture,
  recordingLog,
  type ProjectorFixture,
} from '../testing/projector-fixture.ts';

describe.each(testDatabases())('one active projector on $kind', (database) => {
  let f: ProjectorFixture;
  beforeEach(async () => {
    f = await projectorFixture(database);
    await sql`create table ${sql.table(`${f.readSchema}.applied`)} (position text not null)`.execute(f.root);
  });
  afterEach(() => f?.close());

  /** Records every event it is given, with no idempotence of its own. */
  const recorder: Projection = {
    name: 'recorder',
    handles: ['CityAdded'],
    apply: async (trx, event) => {
      await sql`insert into ${sql.table(`${f.readSchema}.applied`)} values (${event.position})`.execute(trx);
    },
  };
  const applied = async () =>
    (
      await sql<{ position: string }>`select position from ${sql.table(`${f.readSchema}.applied`)}`.execute(
        f.root,
      )
    ).rows
      .map((r) => r.position)
      .sort();
  const atHead = async () => {
    const target = f.head();
    await waitFor(async () => (await readCheckpoint(f.db, 'main')) === target, {
      message: 'checkpoint at head',
    });
  };
  const start = (leaseTtlMs = 300) =>
    startProjector({ ...f, projections: [recorder], leaseTtlMs, log: recordingLog() });

  it('lets only one of two instances apply: every event lands exactly once', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    for (let i = 0; i < 20; i++)
      await f.append('cities', [cityAdded(`Twin ${i}`), cityAdded(`Twin ${i}b`)], 'any');
    await atHead();
    expect([a.isActive(), b.isActive()].filter(Boolean)).toHaveLength(1);
    await Promise.all([a.close(), b.close()]);
    const all = (await f.store.readAll('0:0', 10_000)).map((e) => e.position).sort();
    expect(await applied()).toEqual(all);
  });

  it('takes over from an instance that stopped renewing only once its lease has expired', async () => {
    expect(await acquireLease(f.db, 'main', 'crashed-instance', 1_500)).toBe(true);
    await f.append('cities', [cityAdded('Waiting')], 'any');
    const standby = await start();
    expect(standby.isActive()).toBe(false);
    expect(await applied()).toEqual([]);
    await atHead();
    expect(standby.isActive()).toBe(true);
    await standby.close();
    expect(await applied()).toHaveLength(1);
  });

  it('takes over at once from a crashed process on this host, without waiting out its lease', async () => {
    // A process of this host that held the lease for another minute, then died (kill -9).
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    expect(await acquireLease(f.db, 'main', `${hostname()}:${dead}:crashed`, 60_000)).toBe(true);
    await f.append('cities', [cityAdded('Right away')], 'any');
    const restarted = await start(60_000);
    expect(restarted.isActive()).toBe(true);
    await atHead();
    await restarted.close();
    expect(await applied()).toHaveLength(1);

    // An owner elsewhere (another host) is not known to be gone: its lease is waited out.
    expect(await acquireLease(f.db, 'main', 'another-host:1:alive', 60_000)).toBe(true);
    const standby = await start(60_000);
    expect(standby.isActive()).toBe(false);
    await standby.close();
  });

  it('refuses the batch of an instance whose lease was taken: nothing applied, checkpoint kept', async () => {
    const running = await start(60_000);
    await f.append('cities', [cityAdded('Before')], 'any');
    await atHead();
    const before = await readCheckpoint(f.db, 'main');
    await f.db
      .updateTable('projector_leases')
      .set({ owner: 'another-instance' })
      .where('projector', '=', 'main')
      .execute();
    await f.append('cities', [cityAdded('After')], 'any');
    await waitFor(() => !running.isActive(), { message: 'the instance to stand down' });
    await running.close();
    expect(await readCheckpoint(f.db, 'main')).toBe(before);
    expect(await applied()).toHaveLength(1);
  });

  it('checks the lease, reads and moves the checkpoint in one statement per batch, beside the batch’s own', async () => {
    const running = await start(60_000);
    await f.append('cities', [cityAdded('Warm-up')], 'any');
    await atHead();
    await running.close();
    expect(await acquireLease(f.db, 'main', 'this-test', 60_000)).toBe(true);
    const statements: string[] = [];
    const db = f.db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await f.append('cities', [cityAdded('Counted')], 'any');
    const batch = await f.store.readAll(await readCheckpoint(f.db, 'main'));
    const outcome = await applyBatch(
      { db, name: 'main', owner: 'this-test', projections: [recorder] },
      batch,
    );
    expect(outcome.committed).toHaveLength(1);
    // One statement for lease, checkpoint read and move (a SelectQueryNode with its CTEs); the recorder's insert is raw SQL.
    expect(statements).toEqual(['SelectQueryNode', 'RawNode']);
    expect(await readCheckpoint(f.db, 'main')).toBe(batch.at(-1)!.position);
  });

  it('never moves the checkpoint or tokens-valid-from back when a lagging writer replays older events', async () => {
    const { stream, event, accountId } = accountRegistered(7);
    await f.append(stream, [event], 'no_stream');
    await f.append(stream, [passwordChanged(accountId, '2026-11-01T00:00:00.000Z')], 0);
    await f.append(stream, [passwordChanged(accountId, '2026-11-02T00:00:00.000Z')], 1);
    const events = await f.store.readStream(stream);
    await applyBatch({ db: f.db, name: 'main', projections: allProjections }, events);
    const older = events[1]!;

    // A lagging instance, working from its own stale checkpoint, applies the older reset again.
    await applyBatch({ db: f.db, name: 'lagging', projections: allProjections }, [older]);
    const moved = await f.db.transaction().execute((trx) => saveCheckpoint(trx, 'main', older.position));

    expect(moved).toBe(false);
    expect(await readCheckpoint(f.db, 'main')).toBe(events[2]!.position);
    const row = await f.db
      .selectFrom('accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(row.tokens_valid_from).toEqual(new Date('2026-11-02T00:00:00.000Z'));
  });
});
