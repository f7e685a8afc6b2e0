/**
 * The event store port: the only way write-api and projector touch the event log.
 * Adapters: PostgreSQL over `pg` (real server or embedded PGlite via pglite-socket) and EventStoreDB.
 */

/** Opaque, totally ordered position in the global log, written "major:minor" (see position.ts). */
export type Position = string;
export const START: Position = '0:0';

export interface NewEvent {
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent {
  streamId: string;
  /** 0-based revision of this event within its stream. */
  revision: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  position: Position;
  recordedAt: Date;
}

/** A revision number (the last event's revision), or a condition on the stream's existence. */
export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  /** Revision of the last appended event. */
  nextRevision: number;
  /** Position of the last appended event. */
  position: Position;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position ('0:0' = from the beginning). */
  from: Position;
  /** Called with batches in global order, one at a time; the next batch waits for it to resolve. */
  handler: (events: RecordedEvent[]) => Promise<void>;
  batchSize?: number;
  /**
   * Least time between the starts of two batches once live (default 0): events committed meanwhile
   * come as one batch instead of one each. A reader that writes a transaction per batch (a reactor)
   * trades that much latency for fewer transactions; catching up (full batches) never waits.
   */
  minBatchIntervalMs?: number;
  /** Called when the handler or the store fails; the subscription then retries with backoff. */
  onError?: (error: unknown) => void;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface EventStore {
  /**
   * No other process appends to this store (the embedded database, behind its data folder's
   * lock): what this process last appended or read of a stream is then its current state.
   */
  readonly soleWriter?: boolean;
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** All events of a stream in order; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /** Up to `limit` events strictly after `from`, in global order, as far as is safely committed. */
  readAll(from: Position, limit: number): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
