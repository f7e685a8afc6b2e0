// TEMPORARY re-export, removed at the end of the session: the outbox is @cinema/workflow's.
export { enqueueMessage, enqueueMessages, outboxCounts } from '@cinema/workflow';
