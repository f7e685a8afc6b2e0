import type { Position } from '@cinema/contracts';
import { sql } from 'kysely';
import { readCheckpoint } from '@cinema/workflow';
import type { ReadDatabase } from '../infra/db/database.ts';
import type { Projection } from '../infra/projection.ts';
import { createKysely } from '@cinema/server-kit';
import type { AuditTarget } from './audit-target.ts';
import { count } from './format.ts';
import { compareReadModels, type Comparison } from './compare-read-models.ts';
import { atLiveCheckpoint } from './same-checkpoint.ts';
import { catchUpScratch, dropSchema, PROJECTOR, replayInto, scratchSchemaFor } from './replay.ts';

export interface AuditReport extends Comparison {
  position: Position;
  /** Events replayed into the scratch schema (including those applied to reach the live checkpoint). */
  events: number;
  seconds: number;
  /** Events the live projector parked (dead letters), which its read models lack. */
  liveParked: number;
  /** Events the live projector applied while the replay ran, followed inside the comparison's snapshot. */
  followed: number;
  /** Of those, the ones applied inside the snapshot itself. */
  followedInSnapshot: number;
  scratchSchema: string;
}

export interface AuditOptions {
  projections: readonly Projection[];
  maxPerTable?: number;
  /** Progress lines (stderr in the CLI). */
  note?: (line: string) => void;
}

/**
 * Replays the whole history into a scratch schema with the same projections and compares every
 * read-model table with the live one at the same checkpoint. The scratch schema is dropped at the
 * end whatever happens.
 */
export async function auditReadModels(target: AuditTarget, options: AuditOptions): Promise<AuditReport> {
  const started = performance.now();
  const { root, pool, store, readSchema } = target;
  const note = options.note ?? (() => undefined);
  const live = createKysely<ReadDatabase>(pool, readSchema);
  if (!(await hasCheckpoints(target)))
    throw new Error(`No read models in schema ${readSchema} (has the projector ever run there?).`);
  const scratch = scratchSchemaFor(readSchema, 'audit');
  const interrupt = interruptOnSignal();
  let noted = 0;
  try {
    const replay = { store, pool, root, schema: scratch, projections: options.projections };
    const log = { warn: note, error: note };
    const first = await replayInto({
      ...replay,
      upTo: await readCheckpoint(live, PROJECTOR),
      log,
      progress: (n) => {
        interrupt.check();
        if (Math.floor(n / 100_000) > noted) note(`replayed ${count(n)} events…`);
        noted = Math.floor(n / 100_000);
      },
    });
    // The live projector went on meanwhile: follow it outside the snapshot, so the part applied
    // inside it stays small.
    interrupt.check();
    const second = await catchUpScratch({ ...replay, upTo: await readCheckpoint(live, PROJECTOR), log });
    const compared = await atLiveCheckpoint(target, scratch, options.projections, (trx) =>
      compareReadModels(trx, readSchema, scratch, { maxPerTable: options.maxPerTable }),
    );
    const parked = await sql<{ n: string }>`select count(*)::text as n
      from ${sql.id(readSchema, 'projector_dead_letters')} where projector = ${PROJECTOR}`.execute(root);
    return {
      ...compared.result,
      position: compared.position,
      events: first.events + second.events + compared.gap,
      seconds: (performance.now() - started) / 1000,
      liveParked: Number(parked.rows[0]?.n ?? 0),
      followed: second.events + compared.gap,
      followedInSnapshot: compared.gap,
      scratchSchema: scratch,
    };
  } finally {
    interrupt.stop();
    await dropSchema(root, scratch);
  }
}

async function hasCheckpoints(target: AuditTarget): Promise<boolean> {
  const { rows } = await sql<{
    found: boolean;
  }>`select to_regclass(${`"${target.readSchema}".projector_checkpoints`}) is not null as found`.execute(
    target.root,
  );
  return rows[0]?.found === true;
}

/** Ctrl-C during a long replay stops it after the current batch, so the scratch schema is still dropped. */
export function interruptOnSignal() {
  let signalled: NodeJS.Signals | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(130); // a second Ctrl-C: leave now
    signalled = signal;
    console.error(`\n${signal}: stopping after this batch and dropping the scratch schema…`);
  };
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  return {
    check() {
      if (signalled) throw new Error(`Interrupted (${signalled}).`);
    },
    stop: () => void process.off('SIGINT', onSignal).off('SIGTERM', onSignal),
  };
}
