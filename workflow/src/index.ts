/*
 * The workflow machinery, below the services that use it: the subscription engine (a lease-holding
 * subscriber that applies batches with its checkpoint in one transaction, parks poison events and
 * relays what committed: the projector runs the read models on it, write-api its reactors), and the
 * reactors, outbox, durable timers and their schema. One folder per mechanism.
 */
export { startProjector, type ProjectorOptions, type RunningProjector } from './engine/run-projector.ts';
export {
  advanceCheckpoint,
  applyBatch,
  projectedEvent,
  CheckpointBehindError,
  type BatchContext,
  type BatchOutcome,
  type ProjectorLog,
} from './engine/apply-batch.ts';
export type { AnyProjection, ProjectedEvent, Projection, ProjectionReplay } from './engine/projection.ts';
export { isPoisonError } from './engine/poison.ts';
export { chunksOf, runsBy } from './engine/batching.ts';
export { projectorHealth, type ProjectorHealth } from './engine/health.ts';
export { readCheckpoint, saveCheckpoint } from './checkpoints/checkpoint-store.ts';
export type { CheckpointDB } from './checkpoints/checkpoint.table.ts';
export { countParked, describeError, listParked, parkEvent } from './dead-letters/dead-letter-store.ts';
export type { DeadLetterDB } from './dead-letters/dead-letter.table.ts';
export {
  acquireLease,
  assertLeaseHeld,
  LeaseLostError,
  releaseLease,
  renewLease,
  requestHandover,
} from './leases/lease-store.ts';
export { keepLease } from './leases/keep-lease.ts';
export { announceLeaseReleased, leaseSignals } from './leases/lease-signals.ts';
export type { LeaseDB } from './leases/lease.table.ts';
export { committedRelay, type CommittedListener } from './relay/committed-relay.ts';
export type { EngineDatabase } from './db/engine-database.ts';
export { migrateWorkflow } from './db/migrate-workflow.ts';
export { prepared } from './db/prepared.ts';
export { workflowSchemaFor, type WorkflowDatabase } from './db/workflow-database.ts';
export { messageIdFor, type Effect, type Reactor } from './reactors/reactor.ts';
export { reactorCheckpointName, startReactors, type ReactorsOptions } from './reactors/start-reactors.ts';
export {
  createOutboxSender,
  SENDER_DEFAULTS,
  startOutboxSender,
  type OutboxHandler,
  type OutboxMessage,
  type OutboxSender,
  type OutboxSenderOptions,
} from './outbox/outbox-sender.ts';
export { DEFAULT_BACKOFF, type BackoffPolicy } from './outbox/backoff.ts';
export { enqueueMessage, enqueueMessages, outboxCounts } from './outbox/outbox-store.ts';
export { listMessages, retryFailed, type OutboxEntry } from './outbox/outbox-admin.ts';
export { createScheduler, startScheduler, type SchedulerOptions } from './scheduler/scheduler.ts';
export { cancelItem, scheduleItem, type DueItem } from './scheduler/due-items-store.ts';
