import { SALES_TEXTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { writeBookingsCsv } from './bookings-csv.ts';
import { buyersOf } from './buyers.ts';
import { cinemaForCaller } from './cinema-access.ts';
import { SalesScreeningNotFoundError } from './errors.ts';
import { screeningFigures, screeningRows } from './screening-figures.ts';

/** A cinema's sales: its screenings of a day, one screening with its buyers, its bookings as CSV. */
export const salesQueries = ({ db, clock = () => new Date() }: ReadDeps): RouteHandlers => {
  const fetched = { success: true, message: SALES_TEXTS.fetched } as const;
  return {
    cinemaSales: async ({ cinemaId, date }, { caller }) => {
      const cinema = await cinemaForCaller(db, caller!, cinemaId);
      const rows = await screeningRows(db, { cinemaId, date });
      const screenings = await screeningFigures(db, rows, clock());
      return {
        ...fetched,
        data: { cinemaId, cinemaName: cinema.cinema_name, date, screenings },
      };
    },
    screeningSales: async ({ screeningId }, { caller }) => {
      const [row] = await screeningRows(db, { screeningId });
      if (!row) throw new SalesScreeningNotFoundError(screeningId);
      await cinemaForCaller(db, caller!, row.cinema_id);
      const [figures] = await screeningFigures(db, [row], clock());
      const buyers = await buyersOf(db, screeningId, row.seat_layout);
      return { ...fetched, data: { ...figures!, buyers } };
    },
    bookingsCsv: async ({ cinemaId, from, to }, { caller, res }) => {
      await cinemaForCaller(db, caller!, cinemaId);
      await writeBookingsCsv(db, res, { cinemaId, from, to });
    },
  };
};
