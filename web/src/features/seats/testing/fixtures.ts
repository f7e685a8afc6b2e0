import type { Hold, PaymentOrder, Screening, Seat } from '@cinema/contracts';

export const SCREENING_ID = 'cin-1.show-1.2026-11-24';
export const seatId = (seatNumber: string, screeningId = SCREENING_ID) => `${screeningId}.${seatNumber}`;

export function aScreening(overrides: Partial<Screening> = {}): Screening {
  return {
    screeningId: SCREENING_ID,
    showId: 'cin-1.show-1',
    date: '2026-11-24',
    timing: '3-6pm',
    // 3 pm in India.
    startsAt: '2026-11-24T09:30:00.000Z',
    movieId: 'mov-1',
    movieName: 'Sholay Returns',
    cinemaId: 'cin-1',
    cinemaName: 'Cine Yatra Treasure Island',
    cityName: 'Indore',
    screenName: 'Screen-1',
    dates: ['2026-11-24', '2026-11-25', '2026-11-26'],
    ...overrides,
  };
}

const PREFIX = { VIP: 'V', BALCONY: 'B', REGULAR: 'R' } as const;

/** The seats of a screen: per class a count and a price in rupees; `taken` sets some statuses. */
export function seatList(
  layout: Partial<Record<Seat['seatId']['seatType'], { count: number; price: number }>> = {
    VIP: { count: 7, price: 300 },
    BALCONY: { count: 10, price: 200 },
    REGULAR: { count: 12, price: 150 },
  },
  taken: Record<string, Seat['status']> = {},
  screeningId = SCREENING_ID,
): Seat[] {
  return (['VIP', 'BALCONY', 'REGULAR'] as const).flatMap((seatType) => {
    const spec = layout[seatType];
    if (!spec) return [];
    return Array.from({ length: spec.count }, (_, i) => {
      const seatNumber = `${PREFIX[seatType]}${i + 1}`;
      const _id = seatId(seatNumber, screeningId);
      return {
        _id,
        status: taken[seatNumber] ?? 'Available',
        seatId: { _id, seatType, seatPrice: spec.price, seatPricePaise: spec.price * 100, seatNumber },
      };
    });
  });
}

export function aHold(seatNumbers: string[], overrides: Partial<Hold> = {}): Hold {
  return {
    holdId: `${SCREENING_ID}~hold-1`,
    screeningId: SCREENING_ID,
    seatIds: seatNumbers.map((n) => seatId(n)),
    expiresAt: new Date(Date.now() + 8 * 60_000).toISOString(),
    extendable: true,
    totalAmountPaise: 0,
    ...overrides,
  };
}

export function anOrder(amountPaise: number, overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: 'order_sandbox_1',
    amount: amountPaise,
    currency: 'INR',
    gateway: 'sandbox',
    key: 'rzp_sandbox',
    holdExpiresAt: new Date(Date.now() + 8 * 60_000).toISOString(),
    ...overrides,
  };
}
