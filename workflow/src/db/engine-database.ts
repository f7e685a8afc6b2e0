import type { CheckpointDB } from '../checkpoints/checkpoint.table.ts';
import type { DeadLetterDB } from '../dead-letters/dead-letter.table.ts';
import type { LeaseDB } from '../leases/lease.table.ts';

/**
 * The tables the subscription engine keeps for itself (checkpoints, leases, dead letters): the
 * read-model schema has them, and so does the workflow schema, for the reactors.
 */
export type EngineDatabase = CheckpointDB & LeaseDB & DeadLetterDB;
