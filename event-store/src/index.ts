export * from './port.ts';
export * from './position.ts';
export {
  createPostgresEventStore,
  type PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres/postgres-event-store.ts';
export type { WakeMode } from './postgres/wake.ts';
export {
  createEsdbEventStore,
  type EsdbEventStore,
  type EsdbEventStoreOptions,
} from './esdb/esdb-event-store.ts';
export { openEventStore, type OpenEventStoreOptions } from './open.ts';
export { lockDataDir, DataDirInUseError } from './data-dir-lock.ts';
export {
  eventStoreHealth,
  postgresEventsHealth,
  watchEventDelivery,
  type EventStoreHealth,
} from './store-health.ts';
export {
  findDeliveryBlocker,
  heldBackEvents,
  type DeliveryBlocker,
  type HeldBackEvents,
} from './postgres/delivery-blockers.ts';
export { watchDelivery, type DeliveryWatch, type DeliveryLogger } from './postgres/delivery-watch.ts';
export { PositionsAheadError } from './postgres/restore-check.ts';
