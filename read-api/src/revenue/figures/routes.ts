import { paiseToRupees, REVENUE_TEXTS } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Caller, RouteHandlers } from '@cinema/server-kit';
import type { Transaction } from 'kysely';
import type { ReadDeps } from '../../deps.ts';
import { AdminNotFoundError, NotYourRevenueError, RevenueCityNotFoundError } from './errors.ts';
import { cityRows } from './revenue-queries.ts';
import { readSnapshot, revenueSnapshot } from './revenue-snapshot.ts';
import { adminView, cinemaView, cityView, sumPaise } from './revenue-views.ts';

type Trx = Transaction<ReadDatabase>;

async function cityOrThrow(trx: Trx, cityId: string) {
  const [city] = await cityRows(trx, [cityId]);
  if (!city) throw new RevenueCityNotFoundError(cityId);
  return city;
}

/** An Admin reads only their own figures; a SuperAdmin anyone's (their own id names no admin). */
function adminAsked(caller: Caller, userId: string | undefined) {
  const target = userId ?? caller.accountId;
  if (caller.accountType !== 'SuperAdmin' && target !== caller.accountId)
    throw new NotYourRevenueError(target);
  return target;
}

async function adminOrThrow(trx: Trx, userId: string) {
  const row = await trx
    .selectFrom('accounts')
    .select(['account_id', 'user_name', 'email', 'contact_number'])
    .where('account_id', '=', userId)
    .where('account_type', '=', 'Admin')
    .executeTakeFirst();
  if (!row) throw new AdminNotFoundError(userId);
  return adminView(row);
}

/** The spec's six revenue calls; every amount is summed in paise from the revenue read model. */
export const revenueQueries = ({ db, clock = () => new Date() }: ReadDeps): RouteHandlers => {
  const fetched = { success: true, message: REVENUE_TEXTS.fetched } as const;
  return {
    superadminRevenue: () =>
      readSnapshot(db, async (trx) => {
        const { cinemas, cities, series, freshness } = await revenueSnapshot(trx, {}, clock());
        return { ...fetched, data: cities.map((city) => cityView(city, cinemas)), freshness, series };
      }),
    cityRevenue: ({ cityId }) =>
      readSnapshot(db, async (trx) => {
        const city = await cityOrThrow(trx, cityId);
        const { cinemas, series, freshness } = await revenueSnapshot(trx, { cityId }, clock());
        return { ...fetched, data: cityView(city, cinemas), freshness, series };
      }),
    adminsDetails: async () => {
      const rows = await db
        .selectFrom('accounts')
        .select(['account_id', 'user_name', 'email', 'contact_number'])
        .where('account_type', '=', 'Admin')
        .where('deleted', '=', false)
        .orderBy('user_name')
        .orderBy('account_id')
        .execute();
      return { success: true, message: REVENUE_TEXTS.adminsFetched, data: rows.map(adminView) };
    },
    adminRevenue: ({ userId }, { caller }) =>
      readSnapshot(db, async (trx) => {
        const admin = await adminOrThrow(trx, adminAsked(caller!, userId));
        const { cinemas, cities, series, freshness } = await revenueSnapshot(
          trx,
          { adminId: admin._id },
          clock(),
        );
        const cityOf = new Map(cities.map((c) => [c.cityId, c]));
        const paise = sumPaise(cinemas);
        return {
          ...fetched,
          data: {
            admin,
            totalRevenue: paiseToRupees(paise),
            totalRevenuePaise: paise,
            totalCinemas: cinemas.length,
            cinemas: cinemas.map((c) => cinemaView(c, cityOf.get(c.cityId))),
          },
          freshness,
          series,
        };
      }),
    adminCitiesRevenue: (_input, { caller }) =>
      readSnapshot(db, async (trx) => {
        const scope = { adminId: caller!.accountId };
        const { cinemas, cities, series, freshness } = await revenueSnapshot(trx, scope, clock());
        return { ...fetched, data: cities.map((city) => cityView(city, cinemas)), freshness, series };
      }),
    adminCityRevenue: ({ cityId }, { caller }) =>
      readSnapshot(db, async (trx) => {
        const city = await cityOrThrow(trx, cityId);
        const scope = { adminId: caller!.accountId, cityId };
        const { cinemas, series, freshness } = await revenueSnapshot(trx, scope, clock());
        return { ...fetched, data: cityView(city, cinemas), freshness, series };
      }),
  };
};
