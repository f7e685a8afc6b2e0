import type { OutboxDB } from '../outbox/outbox.table.ts';
import type { DueItemDB } from '../scheduler/due-item.table.ts';
import type { EngineDatabase } from './engine-database.ts';

/** Tables of the workflow schema: reactor bookkeeping (same shape as the projector's), outbox, timers. */
export type WorkflowDatabase = EngineDatabase & OutboxDB & DueItemDB;

/**
 * The workflow state lives beside the read models, in its own schema: `rebuild` replaces the
 * read-model schema whole, and what was already sent or fired must not be forgotten with it.
 */
export const workflowSchemaFor = (readSchema: string) => `${readSchema}_workflow`;
