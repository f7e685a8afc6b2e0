import type { Booking } from '@cinema/contracts';

/** A 1x1 PNG, standing in for the server's QR code data URL. */
export const QR_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Seat = Booking['bookedSeats'][number];
const seat = (seatNumber: string, seatType: Seat['seatType'], price: number): Seat => ({
  seatNumber,
  seatType,
  price,
  pricePaise: price * 100,
});

/** Sholay Returns at 3 pm on Tue 24 Nov 2026, Indore: R12, V2, R2, V1, B3 (out of order on purpose). */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  const bookedSeats = overrides.bookedSeats ?? [
    seat('R12', 'REGULAR', 150),
    seat('V2', 'VIP', 400),
    seat('R2', 'REGULAR', 150),
    seat('V1', 'VIP', 400),
    seat('B3', 'BALCONY', 250),
  ];
  const totalAmount = bookedSeats.reduce((sum, s) => sum + s.price, 0);
  return {
    _id: '9f3a7c2e41b04d8e9c550a1b',
    showId: {
      _id: 'show-1',
      screeningId: 'cin-1.show-1.2026-11-24',
      movieId: {
        _id: 'mov-1',
        movieName: 'Sholay Returns',
        thumbnail: '/media/mov-1-t-300.jpg',
        supportingLanguages: ['Hindi', 'English'],
      },
      cinemaId: {
        _id: 'cin-1',
        cinemaName: 'Cine Yatra Treasure Island',
        cityId: { _id: 'city-indore', cityName: 'Indore' },
      },
      showStart: '2026-11-24',
      startsAt: '2026-11-24T09:30:00.000Z', // 3:00 PM in India
      timing: '3-6pm',
      screenName: 'Screen-1',
    },
    bookedSeats,
    totalAmount,
    totalAmountPaise: totalAmount * 100,
    qrImage: QR_PNG,
    ticketToken: 'ticket-token-1',
    bookedAt: '2026-11-20T06:00:00.000Z',
    admittedAt: null,
    ...overrides,
  };
}

/** A second, older booking: one regular seat for an evening show in Mumbai. */
export const anOlderBooking = (): Booking =>
  aBooking({
    _id: '1b2c3d4e5f6047188293a4b5',
    showId: {
      ...aBooking().showId,
      _id: 'show-2',
      screeningId: 'cin-2.show-2.2026-11-21',
      movieId: {
        _id: 'mov-2',
        movieName: 'Lagaan Again',
        thumbnail: '/media/mov-2-t-300.jpg',
        supportingLanguages: ['Hindi'],
      },
      cinemaId: {
        _id: 'cin-2',
        cinemaName: 'Cine Yatra Phoenix',
        cityId: { _id: 'city-mumbai', cityName: 'Mumbai' },
      },
      showStart: '2026-11-21',
      startsAt: '2026-11-21T15:30:00.000Z', // 9:00 PM in India
      timing: '9-12pm',
      screenName: 'Screen-2',
    },
    bookedSeats: [seat('R7', 'REGULAR', 123456)],
  });
