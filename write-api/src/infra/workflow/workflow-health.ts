import { projectorHealth, type ReadDatabase } from '@cinema/projector';
import {
  outboxCounts,
  reactorCheckpointName,
  type Reactor,
  type WorkflowDatabase,
} from '@cinema/projector/workflow';
import type { EventStore } from '@cinema/event-store';
import type { Kysely } from 'kysely';

/**
 * What /readyz tells about the workflow: each reactor's lag and parked events, the outbox (due
 * now, waiting for a retry, given up) and the timers still to fire. It reports; it never makes the
 * service unready (a failed mail is no reason to stop serving), only an unreachable database does.
 */
export async function workflowHealth(
  db: Kysely<WorkflowDatabase>,
  { store, reactors, now }: { store: EventStore; reactors: readonly Reactor[]; now: Date },
) {
  // Reactors keep their checkpoints in the projector's tables, which the workflow schema shares.
  const bookkeeping = db as unknown as Kysely<ReadDatabase>;
  const [outbox, timers, states] = await Promise.all([
    outboxCounts(db, now),
    db
      .selectFrom('workflow_due_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirst(),
    Promise.all(
      reactors.map(async (reactor) => {
        const h = await projectorHealth(bookkeeping, { name: reactorCheckpointName(reactor.name), store });
        return {
          reactor: reactor.name,
          checkpoint: h.checkpoint,
          eventsBehind: h.eventsBehind,
          parked: h.parked,
        };
      }),
    ),
  ]);
  return { reactors: states, outbox, timers: { pending: Number(timers?.n ?? 0) } };
}
