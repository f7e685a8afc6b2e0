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

/** Already there (duplicate city, taken email) is fine: loading twice changes nothing. */
const ignoreExisting = (error: unknown) => {
  if (error instanceof CityAlreadyExistsError || error instanceof EmailTakenError) return;
  throw error;
};

/** Demo data goes in through the same commands users issue, so it obeys every rule they do. */
export async function loadDemoData(deps: WriteDeps, password: string) {
  for (const account of DEMO_ACCOUNTS) {
    // Checked first so a restart does not spend an argon2 hash per account only to be refused.
    if ((await loadAccount(deps, accountIdFor(account.email))).status !== 'none') continue;
    await registerAccount(deps, { ...account, password }).catch(ignoreExisting);
  }
  for (const cityName of DEMO_CITIES) {
    await addCity(deps, cityName, null).catch(ignoreExisting);
  }
}
