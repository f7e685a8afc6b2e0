import {
  EventStoreDBClient,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '../port.ts';
import { subscriptionRegistry } from '../subscription-registry.ts';
import { validateAppend } from '../expected-revision.ts';
import { readAllAfter } from './esdb-read-all.ts';
import { esdbSubscription } from './esdb-subscription.ts';
import {
  fromEsdbCurrentRevision,
  fromEsdbPosition,
  isUserEvent,
  toEsdbExpectedRevision,
  toEventData,
  toRecordedEvent,
} from './esdb-mapping.ts';

export interface EsdbEventStoreOptions {
  client?: EventStoreDBClient;
  /** esdb://host:2113?tls=false */
  connectionString?: string;
}

export interface EsdbEventStore extends EventStore {
  readonly client: EventStoreDBClient;
}

export function createEsdbEventStore(options: EsdbEventStoreOptions): EsdbEventStore {
  if (!options.client && !options.connectionString)
    throw new TypeError('client or connectionString is required');
  const ownsClient = !options.client;
  const client = options.client ?? EventStoreDBClient.connectionString(options.connectionString!);
  const subscriptions = subscriptionRegistry();

  async function readAt(streamId: string, revision: bigint): Promise<RecordedEvent | undefined> {
    for await (const resolved of client.readStream(streamId, {
      fromRevision: revision,
      maxCount: 1,
      requiresLeader: true,
    })) {
      if (resolved.event) return toRecordedEvent(resolved);
    }
    return undefined;
  }

  return {
    client,
    async append(streamId, events, expected) {
      validateAppend(streamId, events, expected);
      try {
        const result = await client.appendToStream(streamId, events.map(toEventData), {
          expectedRevision: toEsdbExpectedRevision(expected),
        });
        // The append reply's position is the write's, not necessarily the last event's as
        // subscribers see it; read-your-writes compares with the latter, so read it back.
        const last = await readAt(streamId, result.nextExpectedRevision);
        const position = last?.position ?? (result.position && fromEsdbPosition(result.position));
        if (!position) throw new Error(`EventStoreDB returned no position for ${streamId}`);
        return { nextRevision: Number(result.nextExpectedRevision), position };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          throw new WrongExpectedRevisionError(
            streamId,
            expected,
            fromEsdbCurrentRevision(error.actualVersion),
          );
        }
        throw error;
      }
    },

    async readStream(streamId, readOptions) {
      const from = readOptions?.fromRevision ?? 0;
      const events = [];
      try {
        for await (const resolved of client.readStream(streamId, {
          fromRevision: from === 0 ? ESDB_START : BigInt(from),
        })) {
          if (isUserEvent(resolved)) events.push(toRecordedEvent(resolved));
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    readAll(from, limit) {
      return readAllAfter(client, from, limit);
    },

    subscribeToAll(subscribeOptions) {
      return subscriptions.track(esdbSubscription(client, subscribeOptions));
    },

    async close() {
      await subscriptions.closeAll();
      if (ownsClient) await client.dispose();
    },
  };
}
