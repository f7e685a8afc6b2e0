import { BOOKING_TEXTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { fetchBookings } from './fetch-bookings.ts';
import { ticketQrCodes } from './ticket-qr.ts';

export const bookingQueries = ({ db, ticketKey, publicUrl }: ReadDeps): RouteHandlers => {
  if (ticketKey === undefined) return {};
  const qrImage = ticketQrCodes();
  return {
    fetchBookings: async (_input, { caller }) => ({
      success: true,
      message: BOOKING_TEXTS.bookingsFetched,
      bookings: await fetchBookings(db, { accountId: caller!.accountId, ticketKey, qrImage, publicUrl }),
    }),
  };
};
