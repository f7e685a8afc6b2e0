// The workflow machinery (reactors, outbox, durable timers), for the process that runs it.
export { migrateWorkflow } from './infra/db/workflow/migrate-workflow.ts';
export { workflowSchemaFor, type WorkflowDatabase } from './infra/db/workflow/workflow-database.ts';
export { messageIdFor, type Effect, type Reactor } from './infra/reactors/reactor.ts';
export {
  reactorCheckpointName,
  startReactors,
  type ReactorsOptions,
} from './infra/reactors/start-reactors.ts';
export {
  createOutboxSender,
  startOutboxSender,
  type OutboxHandler,
  type OutboxMessage,
  type OutboxSender,
  type OutboxSenderOptions,
} from './infra/outbox/outbox-sender.ts';
export { DEFAULT_BACKOFF, type BackoffPolicy } from './infra/outbox/backoff.ts';
export { outboxCounts } from './infra/outbox/outbox-store.ts';
export { createScheduler, startScheduler, type SchedulerOptions } from './infra/scheduler/scheduler.ts';
export { cancelItem, scheduleItem, type DueItem } from './infra/scheduler/due-items-store.ts';
