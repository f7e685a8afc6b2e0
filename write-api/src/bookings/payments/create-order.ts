import { createHash } from 'node:crypto';
import { splitScreeningId, splitSeatId, type PaymentOrder as PaymentOrderView } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { loadState } from '../../infra/handle-command.ts';
import { pricedSeats } from '../../shows/seats/decide.ts';
import { ScreeningNotFoundError, ScreeningStartedError, SeatUnknownError } from '../../shows/seats/errors.ts';
import { loadScreeningInfo } from '../../shows/seats/screening-facts.ts';
import { screeningDecider } from '../../shows/seats/screening-decider.ts';
import { liveHoldsOf } from '../../shows/seats/screening.ts';
import { screeningStreamId } from '../../shows/seats/stream-id.ts';
import { recordCheckout } from '../../shows/holds/one-live-hold.ts';
import { refuseIfCancelled } from '../../shows/seats/cancel-screening.ts';
import { onPayment } from './commands.ts';
import { SeatsNotHeldError } from './errors.ts';

/** `id` is the screening itself or the show it is a date of. */
const namesScreening = (id: string, screeningId: string) =>
  id === screeningId || splitScreeningId(screeningId)?.showId === id;

const sameSeats = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * capturePayment: a gateway order for exactly the seats the caller holds now. The amount is the
 * screening's prices for those seats (integer paise), whatever the page shows or sends.
 */
export async function createPaymentOrder(
  deps: WriteDeps,
  { showId, seatsBook }: { showId: string; seatsBook: readonly string[] },
  accountId: string,
): Promise<{ order: PaymentOrderView; position: string }> {
  const seats = seatsBook.map((id) => splitSeatId(id)!);
  // The seat ids name the screening; `showId` must name it too, or be its show (the original
  // API's seat page sends the show's _id, having no notion of a date).
  const screeningId = seats[0]!.screeningId;
  if (seats.some((s) => s.screeningId !== screeningId) || !namesScreening(showId, screeningId))
    throw new SeatUnknownError(seatsBook);
  const numbers = seats.map((s) => s.seatNumber);
  const screening = await loadScreeningInfo(deps, screeningId);
  if (!screening) throw new ScreeningNotFoundError(screeningId);
  const now = deps.clock();
  if (now >= screening.startsAt) throw new ScreeningStartedError(screeningId);
  const { state } = await loadState(deps.store, screeningStreamId(screeningId), screeningDecider);
  refuseIfCancelled(state, screeningId);
  const hold = liveHoldsOf(state, accountId, now).find((h) => sameSeats(h.seats, numbers));
  if (!hold) throw new SeatsNotHeldError(seatsBook);
  const amountPaise = pricedSeats(screening.layout, numbers).reduce((sum, s) => sum + s.pricePaise, 0);

  const { orderId } = await deps.gateway.createOrder({
    amountPaise,
    receipt: `hold_${createHash('sha256').update(hold.holdId).digest('hex').slice(0, 32)}`,
    notes: { screeningId, holdId: hold.holdId, accountId },
  });
  const { position } = await onPayment(
    deps,
    orderId,
    {
      type: 'CreateOrder',
      order: {
        orderId,
        gateway: deps.gateway.name,
        screeningId,
        holdId: hold.holdId,
        accountId,
        seats: numbers,
        amountPaise,
        createdAt: now.toISOString(),
      },
    },
    accountId,
  );
  // The hold is not replaced by the viewer's next one while this order is open.
  await recordCheckout(deps, accountId, hold.holdId, orderId);
  return {
    order: {
      id: orderId,
      amount: amountPaise,
      currency: 'INR',
      gateway: deps.gateway.name,
      key: deps.gateway.keyId,
      holdExpiresAt: hold.expiresAt,
    },
    position: position!,
  };
}
