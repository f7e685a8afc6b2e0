/**
 * The full contracts (zod schemas, the API route table) on demand: they are a third of the app's
 * JavaScript, so they stay out of start-up and load with the first API call or form check.
 * Constants and texts come from `@cinema/contracts/browser` instead.
 */
export const loadContracts = () => import('./contracts-runtime');

/** Starts loading the contracts early (e.g. when a form gets focus), so the first submit does not wait. */
export const preloadContracts = () => {
  void loadContracts();
};
