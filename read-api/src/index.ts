export { createReadApp, createReadRouter } from './app.ts';
export type { ReadDeps } from './deps.ts';
export { findAccountInDirectory } from './accounts/find-account.ts';
export { postgresHeadPosition } from './infra/head-position.ts';
