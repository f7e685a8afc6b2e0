import type { AppendResult, ExpectedRevision, NewEvent } from '../port.ts';

export interface PendingAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

export interface AppendGroupsOptions {
  /** Appends one request on its own (with its retries), as the store did before grouping. */
  single: (append: PendingAppend) => Promise<AppendResult>;
  /** Appends several requests (distinct streams) in one statement and settles each of them. */
  group: (appends: PendingAppend[]) => Promise<void>;
  /** Statements in flight at once. */
  inFlight?: number;
  /** Requests in one statement at most. */
  maxGroup?: number;
}

/**
 * Group commit across streams. An append goes out at once when a connection is free; appends that
 * arrive while statements are in flight wait and then go out together, as one statement and one
 * commit. Under light load nothing waits; under heavy load a hold costs a fraction of a round
 * trip and of a disk flush instead of one each. Two appends to the same stream are never in flight
 * together (the second waits for the first to finish), so each keeps its own expected revision.
 */
export function appendGroups(options: AppendGroupsOptions) {
  const { single, group, inFlight: maxInFlight = 2, maxGroup = 256 } = options;
  const queue: PendingAppend[] = [];
  let inFlight = 0;
  // Streams with an append in flight: the next append to one waits for it, so this process never
  // races itself to a revision.
  const busy = new Set<string>();

  const take = (): PendingAppend[] => {
    const streams = new Set<string>();
    const taken: PendingAppend[] = [];
    for (let i = 0; i < queue.length && taken.length < maxGroup;) {
      const next = queue[i]!;
      if (streams.has(next.streamId) || busy.has(next.streamId)) {
        i++;
        continue;
      }
      streams.add(next.streamId);
      taken.push(next);
      queue.splice(i, 1);
    }
    return taken;
  };

  const send = async (appends: PendingAppend[]) => {
    if (appends.length === 1) {
      const [only] = appends as [PendingAppend];
      await single(only).then(only.resolve, only.reject);
    } else await group(appends);
  };

  const pump = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      const appends = take();
      if (appends.length === 0) return;
      inFlight++;
      appends.forEach((a) => busy.add(a.streamId));
      void send(appends)
        .catch((error: unknown) => appends.forEach((a) => a.reject(error)))
        .finally(() => {
          appends.forEach((a) => busy.delete(a.streamId));
          inFlight--;
          pump();
        });
    }
  };

  return (streamId: string, events: NewEvent[], expected: ExpectedRevision) =>
    new Promise<AppendResult>((resolve, reject) => {
      queue.push({ streamId, events, expected, resolve, reject });
      pump();
    });
}
