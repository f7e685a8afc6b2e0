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
