import { afterAll, beforeAll, describe } from 'vitest';
import { appendAndReadCases } from './contract/append-read.cases.ts';
import { id, type ContractContext } from './contract/helpers.ts';
import { subscriptionCases } from './contract/subscription.cases.ts';
import type { EventStore, Position } from './port.ts';

export interface ContractFixture {
  store: EventStore;
  /** Another client with its own connections on the same storage (for concurrency cases). */
  openAnotherClient(): Promise<EventStore>;
  cleanup(): Promise<void>;
}

/** The one behaviour every EventStore adapter must show, run against each real backend. */
export function eventStoreContract(name: string, makeStore: () => Promise<ContractFixture>): void {
  describe(`event store contract: ${name}`, () => {
    let fixture: ContractFixture | undefined;
    const others: EventStore[] = [];
    const ctx: ContractContext = {
      store() {
        if (!fixture) throw new Error('the contract fixture is not ready');
        return fixture.store;
      },
      async another() {
        const client = await fixture!.openAnotherClient();
        others.push(client);
        return client;
      },
      // Subscriptions start after a fresh marker so other cases' events never interfere.
      async marker(): Promise<Position> {
        return (await ctx.store().append(`marker-${id()}`, [{ type: 'Marker', data: {} }], 'no_stream'))
          .position;
      },
    };

    beforeAll(async () => {
      fixture = await makeStore();
    });
    afterAll(async () => {
      await Promise.all(others.splice(0).map((o) => o.close()));
      await fixture?.cleanup();
    });

    appendAndReadCases(ctx);
    subscriptionCases(ctx);
  });
}
