// Spec helper: a screening's seat events appended straight to its stream, for read-side specs
// that must not depend on the write side's holds and payments.
import { toStoredEvent, type DomainEvent, type SeatClass } from '@cinema/contracts';
import type { TestSystem } from '../index.ts';

/** The prices givenLiveScreening gives each class. */
const PRICES: Record<string, { seatType: SeatClass; pricePaise: number }> = {
  V: { seatType: 'VIP', pricePaise: 50_000 },
  B: { seatType: 'BALCONY', pricePaise: 25_000 },
  R: { seatType: 'REGULAR', pricePaise: 15_000 },
};

/** Appends seat events of one screening; each call gives the position to read one's writes at. */
export function seatEvents(system: TestSystem, screeningId: string) {
  const append = async (event: DomainEvent) =>
    // The screening stream, as write-api names it (screeningStreamId).
    (await system.store.append(`screening-${screeningId}`, [toStoredEvent(event)], 'any')).position;
  const now = () => system.write.clock().toISOString();
  return {
    hold: (holdId: string, accountId: string, seats: string[], expiresAt: Date) =>
      append({
        type: 'SeatsHeld',
        data: { screeningId, holdId, accountId, seats, expiresAt: expiresAt.toISOString(), heldAt: now() },
      }),
    extend: (holdId: string, expiresAt: Date) =>
      append({
        type: 'HoldExtended',
        data: { screeningId, holdId, expiresAt: expiresAt.toISOString(), extendedAt: now() },
      }),
    release: (holdId: string, seats: string[], reason: 'expired' | 'released' = 'expired') =>
      append({ type: 'HoldReleased', data: { screeningId, holdId, seats, reason, releasedAt: now() } }),
    book: (bookingId: string, holdId: string | null, accountId: string, seats: string[]) => {
      const priced = seats.map((seatNumber) => ({ seatNumber, ...PRICES[seatNumber[0]!]! }));
      return append({
        type: 'SeatsBooked',
        data: {
          screeningId,
          bookingId,
          holdId,
          accountId,
          orderId: `order_${bookingId}`,
          paymentId: `pay_${bookingId}`,
          seats: priced,
          totalPaise: priced.reduce((sum, s) => sum + s.pricePaise, 0),
          bookedAt: now(),
        },
      });
    },
    admit: (bookingId: string, adminId: string) =>
      append({
        type: 'TicketAdmitted',
        data: { screeningId, bookingId, admittedBy: adminId, admittedAt: now() },
      }),
  };
}
