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
    channels: {
      online: channelView(
        c.salesPaise - c.counterPaise,
        c.refundPaise - c.counterRefundPaise,
        c.bookings - c.counterBookings,
      ),
      counter: channelView(c.counterPaise, c.counterRefundPaise, c.counterBookings),
    },
    ...refundsOf([c]),
    adminDetails: { _id: c.adminId, userName: c.adminName },
    createdAt: c.addedAt.toISOString(),
  };
}

/** `refunds` where some cinema gave money back for a cancelled show (absent otherwise: sales are the net). */
const refundsOf = (cinemas: readonly CinemaFigures[]) =>
  cinemas.some((c) => c.refunds > 0) ? { refunds: refundsView(cinemas) } : {};

/** Sales, refunds of cancelled shows and net of some cinemas, exact in paise. */
export function refundsView(
  cinemas: readonly Pick<CinemaFigures, 'salesPaise' | 'refundPaise' | 'refunds'>[],
) {
  const sales = cinemas.reduce((sum, c) => sum + c.salesPaise, 0);
  const refunds = cinemas.reduce((sum, c) => sum + c.refundPaise, 0);
  return {
    sales: paiseToRupees(sales),
    salesPaise: sales,
    refunds: paiseToRupees(refunds),
    refundsPaise: refunds,
    refundedBookings: cinemas.reduce((sum, c) => sum + c.refunds, 0),
    net: paiseToRupees(sales - refunds),
    netPaise: sales - refunds,
  };
}

/** A channel's net (its sales less its refunds of cancelled shows), with both beside it. */
const channelView = (salesPaise: number, refundsPaise: number, bookings: number) => ({
  revenue: paiseToRupees(salesPaise - refundsPaise),
  revenuePaise: salesPaise - refundsPaise,
  bookings,
  sales: paiseToRupees(salesPaise),
  salesPaise,
  refunds: paiseToRupees(refundsPaise),
  refundsPaise,
});

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
    ...refundsOf(own),
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
 * A range (`from`/`to`) gives the days of the range instead, sales or not.
 */
export function dailySeries(
  days: readonly { date: string; paise: number }[],
  now: Date,
  range: { from?: string; to?: string } = {},
) {
  const first = range.from ?? days[0]?.date;
  if (first === undefined) return [];
  const byDate = new Map(days.map((d) => [d.date, d.paise]));
  const today = indianDate(now);
  const lastSale = days.at(-1)?.date ?? first;
  const last = range.to ?? (lastSale > today ? lastSale : today);
  const series = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const paise = byDate.get(date) ?? 0;
    series.push({ date, revenue: paiseToRupees(paise), revenuePaise: paise });
  }
  return series;
}
