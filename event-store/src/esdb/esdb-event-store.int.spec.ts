import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { describe, it } from 'vitest';
import { eventStoreContract } from '../event-store.contract.ts';
import { createEsdbEventStore } from './esdb-event-store.ts';

const SKIPPED = 'EventStoreDB suite skipped: no EVENTSTORE_URL and no Docker engine on this machine';
const IMAGE = 'eventstore/eventstore:24.10';

/** EVENTSTORE_URL when set, else a throwaway container; undefined when neither can exist. */
async function eventStoreUrl(): Promise<{ url: string; container?: StartedTestContainer } | undefined> {
  if (process.env.EVENTSTORE_URL) return { url: process.env.EVENTSTORE_URL };
  try {
    const container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    return { url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`, container };
  } catch (error) {
    if (String((error as Error)?.message).includes('Could not find a working container runtime strategy'))
      return undefined;
    throw error;
  }
}

const target = await eventStoreUrl();

if (!target) {
  console.warn(SKIPPED);
  describe.skip(SKIPPED, () => {
    it('runs the event store contract against EventStoreDB', () => undefined);
  });
} else {
  eventStoreContract('EventStoreDB', async () => {
    const store = createEsdbEventStore({ connectionString: target.url });
    return {
      store,
      openAnotherClient: async () => createEsdbEventStore({ connectionString: target.url }),
      cleanup: async () => {
        await store.close();
        await target.container?.stop();
      },
    };
  });
}
