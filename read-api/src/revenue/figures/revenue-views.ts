import {
  addDays,
  indianDate,
  paiseToRupees,
  type AdminView,
  type CinemaRevenue,
  type CityRevenue,
} from '@cinema/contracts';
import type { CinemaFigures, CityRow } from './revenue-queries.ts';

export function cinemaView(c: CinemaFigures, city: CityRow | undefined): CinemaRevenue {
  return {
    cinemaId: c.cinemaId,
    cinemaName: c.cinemaName,
    cityId: c.cityId,
    cityName: city?.cityName ?? '',
    totalRevenue: paiseToRupees(c.paise),
    totalRevenuePaise: c.paise,
    bookings: c.bookings,
    adminDetails: { _id: c.adminId, userName: c.adminName },
    createdAt: c.addedAt.toISOString(),
  };
}

export const sumPaise = (cinemas: readonly { paise: number }[]) =>
  cinemas.reduce((sum, c) => sum + c.paise, 0);

/** One city with the given cinemas (those of the answer's scope in it; none gives Rs 0). */
export function cityView(city: CityRow, cinemas: readonly CinemaFigures[]): CityRevenue {
  const own = cinemas.filter((c) => c.cityId === city.cityId);
  const paise = sumPaise(own);
  return {
    cityId: city.cityId,
    cityName: city.cityName,
    cityRevenue: paiseToRupees(paise),
    cityRevenuePaise: paise,
    totalCinemas: own.length,
    cinemas: own.map((c) => cinemaView(c, city)),
  };
}

export const adminView = (row: {
  account_id: string;
  user_name: string;
  email: string;
  contact_number: string;
}): AdminView => ({
  _id: row.account_id,
  userName: row.user_name,
  email: row.email,
  contactNumber: row.contact_number,
});

/**
 * The chart's series: one entry per Indian calendar day from the first day with a sale through
 * today (or the last sale, if later), days without sales at 0; empty when nothing was ever sold.
 */
export function dailySeries(days: readonly { date: string; paise: number }[], now: Date) {
  const first = days[0];
  if (!first) return [];
  const byDate = new Map(days.map((d) => [d.date, d.paise]));
  const today = indianDate(now);
  const last = days.at(-1)!.date > today ? days.at(-1)!.date : today;
  const series = [];
  for (let date = first.date; date <= last; date = addDays(date, 1)) {
    const paise = byDate.get(date) ?? 0;
    series.push({ date, revenue: paiseToRupees(paise), revenuePaise: paise });
  }
  return series;
}
