import { DEMO_CITIES } from '@cinema/contracts';
import {
  accountIdFor,
  addCity,
  CityAlreadyExistsError,
  EmailTakenError,
  loadAccount,
  registerAccount,
  type WriteDeps,
} from '@cinema/write-api';
import { loadDemoCinemas, type CinemaLoadReport } from './demo/load-cinemas.ts';
import { loadDemoMovies } from './demo/load-movies.ts';

export const DEMO_ACCOUNTS = [
  {
    accountType: 'SuperAdmin',
    userName: 'Sana Superadmin',
    email: 'superadmin@example.com',
    contactNumber: '9000000001',
  },
  { accountType: 'Admin', userName: 'Arjun Admin', email: 'admin@example.com', contactNumber: '9000000002' },
  {
    accountType: 'Viewer',
    userName: 'Vani Viewer',
    email: 'viewer@example.com',
    contactNumber: '9000000003',
  },
] as const;

/** The Admin who runs every demo cinema. */
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/** Already there (duplicate city, taken email) is fine: loading twice changes nothing. */
const ignoreExisting = (error: unknown) => {
  if (error instanceof CityAlreadyExistsError || error instanceof EmailTakenError) return;
  throw error;
};

export interface DemoLoadReport extends CinemaLoadReport {
  moviesAdded: number;
}

/**
 * Demo data goes in through the same commands users issue, so it obeys every rule they do:
 * accounts, cities, twelve films with their art, the demo Admin's cinemas and screens, and live
 * shows from today through the next six days. Idempotent, and cheap when nothing is missing; each
 * start tops the schedule up, so the demo still has a week of shows a month later.
 */
export async function loadDemoData(deps: WriteDeps, password: string): Promise<DemoLoadReport> {
  for (const account of DEMO_ACCOUNTS) {
    // Checked first so a restart does not spend an argon2 hash per account only to be refused.
    if ((await loadAccount(deps, accountIdFor(account.email))).status !== 'none') continue;
    await registerAccount(deps, { ...account, password }).catch(ignoreExisting);
  }
  for (const cityName of DEMO_CITIES) {
    await addCity(deps, cityName, null).catch(ignoreExisting);
  }
  const { films, added } = await loadDemoMovies(deps);
  const cinemas = await loadDemoCinemas(deps, accountIdFor(DEMO_ADMIN_EMAIL), films);
  return { moviesAdded: added, ...cinemas };
}
