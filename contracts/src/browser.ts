/**
 * The browser's entry to the contracts: constants, texts and the SPA's route patterns, without zod
 * or the API route table, so nothing here weighs on the web app's start-up. The schemas and the
 * route table (`@cinema/contracts`) are loaded on demand by the web app.
 */
export * from './common/constants.ts';
export * from './common/messages.ts';
export * from './spa-paths.ts';
export * from './catalog/screen-texts.ts';
export { comparePositions, isPosition, type Position } from './common/position.ts';
export * from './common/dates.ts';
export * from './common/hierarchy.ts';
export * from './common/money.ts';
export * from './bookings/booking-texts.ts';
export * from './shows/seat-codes.ts';
export * from './shows/cancel-texts.ts';
export * from './shows/edit-texts.ts';
export * from './counter/counter-texts.ts';
