// The workflow machinery (reactors, outbox, durable timers), for the process that runs it.
export { migrateWorkflow } from './db/workflow/migrate-workflow.ts';
export { workflowSchemaFor, type WorkflowDatabase } from './db/workflow/workflow-database.ts';
export { messageIdFor, type Effect, type Reactor } from './reactors/reactor.ts';
export { reactorCheckpointName, startReactors, type ReactorsOptions } from './reactors/start-reactors.ts';
export {
  createOutboxSender,
  startOutboxSender,
  type OutboxHandler,
  type OutboxMessage,
  type OutboxSender,
  type OutboxSenderOptions,
} from './outbox/outbox-sender.ts';
export { DEFAULT_BACKOFF, type BackoffPolicy } from './outbox/backoff.ts';
export { outboxCounts } from './outbox/outbox-store.ts';
export { createScheduler, startScheduler, type SchedulerOptions } from './scheduler/scheduler.ts';
export { cancelItem, scheduleItem, type DueItem } from './scheduler/due-items-store.ts';
