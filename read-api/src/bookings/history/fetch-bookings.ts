import {
  imageView,
  paiseToRupees,
  seatPlaces,
  showStartsAt,
  TIMINGS,
  type Booking,
  type Timing,
} from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import { signTicket } from '@cinema/server-kit';
import type { Kysely } from 'kysely';

const startHour = (timing: Timing) => TIMINGS.find((t) => t.value === timing)!.startHour;

/**
 * The caller's bookings, newest first, populated as the spec reads them (the show with its movie,
 * cinema and city), each with the signed ticket token its QR code carries.
 */
export async function fetchBookings(
  db: Kysely<ReadDatabase>,
  {
    accountId,
    ticketKey,
    qrImage,
    publicUrl = '',
  }: {
    accountId: string;
    ticketKey: string;
    qrImage: (token: string) => Promise<string>;
    /** Image URLs are absolute under it (PUBLIC_URL). */
    publicUrl?: string;
  },
): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings as b')
    .innerJoin('screenings as sc', 'sc.screening_id', 'b.screening_id')
    .innerJoin('shows as sh', 'sh.show_id', 'sc.show_id')
    .innerJoin('cinemas as c', 'c.cinema_id', 'sc.cinema_id')
    .innerJoin('screens as s', 's.screen_id', 'sc.screen_id')
    .leftJoin('movies as m', 'm.movie_id', 'sc.movie_id')
    .select([
      'b.booking_id',
      'b.screening_id',
      'b.seats',
      'b.total_paise',
      'b.booked_at',
      'b.admitted_at',
      'b.cancelled_at',
      'b.cancel_reason',
      'b.refund_paise',
      'b.refunded_at',
      'sc.show_id',
      'sc.movie_id',
      'sc.screening_date',
      'sc.timing',
      'sc.seat_layout',
      'sh.movie_name as show_movie_name',
      'm.movie_name',
      'm.thumbnail',
      'm.supporting_languages',
      'm.release_date',
      'c.cinema_id',
      'c.cinema_name',
      'c.city_id',
      'c.city_name',
      's.name as screen_name',
    ])
    .where('b.account_id', '=', accountId)
    // Counter sales are the walk-in buyers' tickets, not the seller's own bookings.
    .where('b.channel', '=', 'online')
    .orderBy('b.booked_at', 'desc')
    .orderBy('b.position_key', 'desc')
    .execute();
  return Promise.all(
    rows.map(async (r) => {
      const ticketToken = signTicket(ticketKey, { bookingId: r.booking_id, screeningId: r.screening_id });
      const places = seatPlaces(r.seat_layout);
      return {
        _id: r.booking_id,
        showId: {
          _id: r.show_id,
          screeningId: r.screening_id,
          movieId: {
            _id: r.movie_id,
            movieName: r.movie_name ?? r.show_movie_name,
            thumbnail: r.thumbnail ? imageView(r.thumbnail, publicUrl).src : '',
            supportingLanguages: r.supporting_languages ?? [],
            // The original API's history shows it ('Release Date: …').
            releaseDate: r.release_date ?? '',
          },
          cinemaId: {
            _id: r.cinema_id,
            cinemaName: r.cinema_name,
            cityId: { _id: r.city_id, cityName: r.city_name },
          },
          showStart: r.screening_date,
          startsAt: showStartsAt(r.screening_date, startHour(r.timing)).toISOString(),
          timing: r.timing,
          screenName: r.screen_name,
        },
        bookedSeats: r.seats.map((seat) => ({
          seatNumber: seat.seatNumber,
          seatType: seat.seatType,
          // The seat map's name for it (the stored number restarts per class; rows do not).
          code: places.get(seat.seatNumber)?.code ?? seat.seatNumber,
          row: places.get(seat.seatNumber)?.row ?? '',
          price: paiseToRupees(seat.pricePaise),
          pricePaise: seat.pricePaise,
        })),
        totalAmount: paiseToRupees(r.total_paise),
        totalAmountPaise: r.total_paise,
        qrImage: await qrImage(ticketToken),
        ticketToken,
        bookedAt: r.booked_at.toISOString(),
        admittedAt: r.admitted_at?.toISOString() ?? null,
        // Only a cancelled booking says so (the answer is otherwise as it always was).
        ...(r.cancelled_at && {
          cancelled: {
            reason: r.cancel_reason ?? '',
            cancelledAt: r.cancelled_at.toISOString(),
            refund: r.refund_paise === null ? null : paiseToRupees(r.refund_paise),
            refundPaise: r.refund_paise,
            refundedAt: r.refunded_at?.toISOString() ?? null,
          },
        }),
      };
    }),
  );
}
