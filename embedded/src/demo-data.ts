import { DEMO_CITIES } from '@cinema/contracts';
import { accountIdFor, addCity, CityAlreadyExistsError, type WriteDeps } from '@cinema/write-api';
import { DEMO_ADMIN_EMAIL } from './demo/accounts.ts';
import { loadDemoAccounts, type DemoAccountsReport } from './demo/load-accounts.ts';
import { loadDemoCinemas, type CinemaLoadReport } from './demo/load-cinemas.ts';
import { loadDemoMovies } from './demo/load-movies.ts';

export { DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL } from './demo/accounts.ts';

/** A city already there is fine: loading twice changes nothing. */
const ignoreExisting = (error: unknown) => {
  if (error instanceof CityAlreadyExistsError) return;
  throw error;
};

export interface DemoLoadReport extends CinemaLoadReport {
  moviesAdded: number;
  accounts: DemoAccountsReport;
}

/**
 * Demo data goes in through the same commands users issue, so it obeys every rule they do:
 * accounts with this install's password, cities, twelve films with their art, the demo Admin's
 * cinemas and screens, and live shows from today through the next six days. Idempotent, and cheap when nothing is missing; each
 * start tops the schedule up, so the demo still has a week of shows a month later.
 */
export async function loadDemoData(deps: WriteDeps, password: string): Promise<DemoLoadReport> {
  const accounts = await loadDemoAccounts(deps, password);
  for (const cityName of DEMO_CITIES) {
    await addCity(deps, cityName, null).catch(ignoreExisting);
  }
  const { films, added } = await loadDemoMovies(deps);
  const cinemas = await loadDemoCinemas(deps, accountIdFor(DEMO_ADMIN_EMAIL), films);
  return { moviesAdded: added, ...cinemas, accounts };
}
