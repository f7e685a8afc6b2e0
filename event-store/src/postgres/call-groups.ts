export interface Pending<Request, Result> {
  request: Request;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export interface CallGroupsOptions<Request, Result> {
  /** One request on its own. */
  single: (request: Request) => Promise<Result>;
  /** Several requests in one statement; settles each of them. */
  group: (pending: Pending<Request, Result>[]) => Promise<void>;
  /** Requests with the same key are never in flight together (the later waits). */
  exclusiveKey?: (request: Request) => string;
  /** Statements in flight at once. */
  inFlight?: number;
  /**
   * Requests in one statement at most. Default 1,024: a rush of a thousand holds then reads and
   * appends in one statement per step instead of four (measured: the rush's p99 ~430 -> ~360 ms).
   */
  maxGroup?: number;
}

/**
 * Group commit for the store's calls. A call goes out at once when fewer than `inFlight`
 * statements are running; calls that arrive meanwhile wait and then go out together, as one
 * statement (and, for appends, one commit). Under light load nothing waits; under heavy load a
 * hold costs a fraction of a round trip and of a disk flush instead of one each.
 */
export function callGroups<Request, Result>(options: CallGroupsOptions<Request, Result>) {
  const { single, group, exclusiveKey, inFlight: maxInFlight = 2, maxGroup = 1024 } = options;
  const queue: Pending<Request, Result>[] = [];
  let inFlight = 0;
  const busy = new Set<string>();

  const take = (): Pending<Request, Result>[] => {
    const keys = new Set<string>();
    const taken: Pending<Request, Result>[] = [];
    for (let i = 0; i < queue.length && taken.length < maxGroup;) {
      const next = queue[i]!;
      const key = exclusiveKey?.(next.request);
      if (key !== undefined && (keys.has(key) || busy.has(key))) {
        i++;
        continue;
      }
      if (key !== undefined) keys.add(key);
      taken.push(next);
      queue.splice(i, 1);
    }
    return taken;
  };

  const send = async (pending: Pending<Request, Result>[]) => {
    if (pending.length === 1) {
      const [only] = pending as [Pending<Request, Result>];
      await single(only.request).then(only.resolve, only.reject);
    } else await group(pending);
  };

  const pump = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      const pending = take();
      if (pending.length === 0) return;
      const keys = exclusiveKey ? pending.map((p) => exclusiveKey(p.request)) : [];
      inFlight++;
      keys.forEach((key) => busy.add(key));
      void send(pending)
        .catch((error: unknown) => pending.forEach((p) => p.reject(error)))
        .finally(() => {
          keys.forEach((key) => busy.delete(key));
          inFlight--;
          pump();
        });
    }
  };

  return (request: Request) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ request, resolve, reject });
      pump();
    });
}
