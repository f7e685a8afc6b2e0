import { paiseToRupees, REVENUE_TEXTS, type RevenueRange } from '@cinema/contracts';
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

/** The range a call named (none: the spec's answer, since the beginning), and its echo. */
const rangeOf = ({ from, to }: RevenueRange) => ({
  range: { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) },
  echo: from === undefined && to === undefined ? {} : { range: { from: from ?? null, to: to ?? null } },
});

/**
 * The spec's six revenue calls, and the two GET ones again as POSTs with a range; every amount
 * is summed in paise from the revenue read model.
 */
export const revenueQueries = ({ db, clock = () => new Date() }: ReadDeps): RouteHandlers => {
  const fetched = { success: true, message: REVENUE_TEXTS.fetched } as const;
  const allCities = (input: RevenueRange) =>
    readSnapshot(db, async (trx) => {
      const { range, echo } = rangeOf(input);
      const { cinemas, cities, series, freshness } = await revenueSnapshot(trx, range, clock());
      return { ...fetched, data: cities.map((city) => cityView(city, cinemas)), freshness, series, ...echo };
    });
  const adminCities = (input: RevenueRange, caller: Caller) =>
    readSnapshot(db, async (trx) => {
      const { range, echo } = rangeOf(input);
      const scope = { adminId: caller.accountId, ...range };
      const { cinemas, cities, series, freshness } = await revenueSnapshot(trx, scope, clock());
      return { ...fetched, data: cities.map((city) => cityView(city, cinemas)), freshness, series, ...echo };
    });
  return {
    superadminRevenue: () => allCities({}),
    superadminRevenueRange: (input) => allCities(input),
    cityRevenue: ({ cityId, ...input }) =>
      readSnapshot(db, async (trx) => {
        const city = await cityOrThrow(trx, cityId);
        const { range, echo } = rangeOf(input);
        const { cinemas, series, freshness } = await revenueSnapshot(trx, { cityId, ...range }, clock());
        return { ...fetched, data: cityView(city, cinemas), freshness, series, ...echo };
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
    adminRevenue: ({ userId, ...input }, { caller }) =>
      readSnapshot(db, async (trx) => {
        const admin = await adminOrThrow(trx, adminAsked(caller!, userId));
        const { range, echo } = rangeOf(input);
        const { cinemas, cities, series, freshness } = await revenueSnapshot(
          trx,
          { adminId: admin._id, ...range },
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
          ...echo,
        };
      }),
    adminCitiesRevenue: (_input, { caller }) => adminCities({}, caller!),
    adminCitiesRevenueRange: (input, { caller }) => adminCities(input, caller!),
    adminCityRevenue: ({ cityId, ...input }, { caller }) =>
      readSnapshot(db, async (trx) => {
        const city = await cityOrThrow(trx, cityId);
        const { range, echo } = rangeOf(input);
        const scope = { adminId: caller!.accountId, cityId, ...range };
        const { cinemas, series, freshness } = await revenueSnapshot(trx, scope, clock());
        return { ...fetched, data: cityView(city, cinemas), freshness, series, ...echo };
      }),
  };
};
