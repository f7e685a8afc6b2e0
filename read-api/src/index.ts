// Layout: queries in `<capability>/<slice>/` (as in write-api), machinery in `infra/`.
export { createReadApp, createReadRouter } from './app.ts';
export type { ReadDeps } from './deps.ts';
export { findAccountInDirectory } from './accounts/account/find-account.ts';
export { postgresHeadPosition } from './infra/head-position.ts';
export {
  cinemaFigures,
  cityRows,
  dailyFigures,
  type CinemaFigures,
  type RevenueScope,
} from './revenue/figures/revenue-queries.ts';
export {
  attachSeatSockets,
  type SeatSockets,
  type SeatSocketServer,
  type SeatSocketOptions,
} from './realtime/seat-sockets.ts';
