import {
  migrateWorkflow,
  outboxCounts,
  reactorCheckpointName,
  readCheckpoint,
  startOutboxSender,
  startReactors,
  startScheduler,
  workflowSchemaFor,
  type OutboxHandler,
  type OutboxSenderOptions,
  type Reactor,
  type WorkflowDatabase,
} from '@cinema/workflow';
import { createKysely } from '@cinema/server-kit';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { WriteDeps } from '../../deps.ts';
import { productHandlers, productReactors } from './product-workflow.ts';
import { PAYMENT_MESSAGE_KINDS } from '../../bookings/payments/payment-workflow.ts';
import { workflowHealth } from './workflow-health.ts';

export interface WorkflowOptions {
  deps: WriteDeps;
  /** PostgreSQL (or the embedded PGlite) of the read models: the workflow schema sits beside them. */
  pool: pg.Pool;
  readSchema: string;
  /** Fixed in the embedded host (one process per data folder): a restart takes over at once. */
  owner?: string;
  pollMs?: number;
  /** Tests add their own reactors and message kinds. */
  reactors?: readonly Reactor[];
  handlers?: Record<string, OutboxHandler>;
  /** The sender's claim loops, batch, concurrency, claim lease and retries (defaults: SENDER_DEFAULTS). */
  outbox?: Pick<OutboxSenderOptions, 'loops' | 'batchSize' | 'concurrency' | 'claimMs' | 'backoff'>;
  log?: { warn(message: string): void; error(message: string): void };
}

export interface RunningWorkflow {
  db: Kysely<WorkflowDatabase>;
  /** True when every reactor has seen the whole log and no outbox message is due (tests wait on it). */
  settled(): Promise<boolean>;
  /** Reactor lag and parked events, outbox and timer counts (a /readyz check). */
  health(): ReturnType<typeof workflowHealth>;
  /** Nudges the sender and the scheduler (after the clock of a test moved). */
  wake(): void;
  close(): Promise<void>;
}

/**
 * Reactors, the outbox sender and the scheduler, in the process that issues commands (write-api,
 * or the one-process host): reactors write outbox messages and due items, the scheduler turns due
 * items into messages, the sender delivers them (mail, commands through this process's command
 * handler). Every part is safe to run in several processes at once (leases, row claims).
 */
export async function startWorkflow(options: WorkflowOptions): Promise<RunningWorkflow> {
  const { deps, pool, owner, pollMs } = options;
  const schema = workflowSchemaFor(options.readSchema);
  await migrateWorkflow(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), schema);
  const db = createKysely<WorkflowDatabase>(pool, schema);
  const reactors = [...productReactors, ...(options.reactors ?? [])];
  const log = options.log ?? console;
  const sender = startOutboxSender({
    db,
    handlers: { ...productHandlers(deps), ...options.handlers },
    clock: deps.clock,
    owner,
    pollMs,
    log,
    ...options.outbox,
    onFailed: (message) => {
      // A payment must never be left with neither a booking nor a refund without someone told.
      if (PAYMENT_MESSAGE_KINDS.includes(message.kind))
        log.error(
          `PAYMENT NEEDS AN OPERATOR: outbox message ${message.id} (${message.kind}, ` +
            `${JSON.stringify(message.payload)}) failed for good after ${message.attempt} attempts ` +
            `(${message.error}); the payment may have neither a booking nor a refund. ` +
            `Fix the cause, then: npm run outbox -- retry ${message.id}`,
        );
    },
  });
  const scheduler = startScheduler({ db, clock: deps.clock, onFired: () => sender.wake(), pollMs, log });
  const wake = () => {
    sender.wake();
    scheduler.wake();
  };
  const running = await startReactors({
    store: deps.store,
    db,
    reactors,
    clock: deps.clock,
    afterCommit: (written) => {
      if (written.messages) sender.wake();
      if (written.timersDue) scheduler.wake();
    },
    owner,
    log,
  });

  let closing: Promise<void> | undefined;
  return {
    db,
    wake,
    health: () =>
      workflowHealth(db, {
        store: deps.store,
        reactors,
        now: deps.clock(),
        paymentKinds: PAYMENT_MESSAGE_KINDS,
      }),
    async settled() {
      for (const reactor of reactors) {
        const checkpoint = await readCheckpoint(db, reactorCheckpointName(reactor.name));
        if ((await deps.store.readAll(checkpoint, 1)).length > 0) return false;
      }
      return (await outboxCounts(db, deps.clock())).due === 0;
    },
    close() {
      closing ??= (async () => {
        await Promise.all(running.map((r) => r.close()));
        await Promise.all([scheduler.close(), sender.close()]);
      })();
      return closing;
    },
  };
}
