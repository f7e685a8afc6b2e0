import {
  listMessages,
  outboxCounts,
  projectorHealth,
  reactorCheckpointName,
  type Reactor,
  type WorkflowDatabase,
} from '@cinema/workflow';
import type { EventStore } from '@cinema/event-store';
import type { Kysely } from 'kysely';

/** How many ids of failed payment messages /readyz names (the count is always whole). */
const FAILED_IDS_SHOWN = 20;

/**
 * What /readyz tells about the workflow: each reactor's lag and parked events, the outbox (due
 * now, waiting for a retry, given up), the timers still to fire, and payment messages (refunds,
 * settlements) given up for good with their ids: each is a payment that may have neither a
 * booking nor a refund until an operator re-drives it (`npm run outbox -- retry <id>`). It
 * reports; it never makes the service unready (a failed mail is no reason to stop serving), only
 * an unreachable database does.
 */
export async function workflowHealth(
  db: Kysely<WorkflowDatabase>,
  {
    store,
    reactors,
    now,
    paymentKinds = [],
  }: { store: EventStore; reactors: readonly Reactor[]; now: Date; paymentKinds?: readonly string[] },
) {
  const [outbox, failedPayments, timers, states] = await Promise.all([
    outboxCounts(db, now),
    listMessages(db, { status: 'failed', kinds: paymentKinds, limit: FAILED_IDS_SHOWN }),
    db
      .selectFrom('workflow_due_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirst(),
    Promise.all(
      reactors.map(async (reactor) => {
        const h = await projectorHealth(db, { name: reactorCheckpointName(reactor.name), store });
        return {
          reactor: reactor.name,
          checkpoint: h.checkpoint,
          eventsBehind: h.eventsBehind,
          parked: h.parked,
        };
      }),
    ),
  ]);
  return {
    reactors: states,
    outbox,
    timers: { pending: Number(timers?.n ?? 0) },
    failedPaymentMessages: failedPayments.total,
    failedPaymentMessageIds: failedPayments.messages.map((m) => m.id),
  };
}
