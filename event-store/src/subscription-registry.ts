import type { Subscription } from './port.ts';

/** The open subscriptions of one store, so closing the store closes them all. */
export function subscriptionRegistry() {
  const open = new Set<Subscription>();
  return {
    track(inner: Subscription): Subscription {
      const subscription: Subscription = {
        async close() {
          open.delete(subscription);
          await inner.close();
        },
      };
      open.add(subscription);
      return subscription;
    },
    closeAll: () => Promise.all([...open].map((s) => s.close())),
  };
}
