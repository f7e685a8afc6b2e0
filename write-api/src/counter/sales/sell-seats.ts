import {
  paiseToRupees,
  seatCode,
  splitSeatId,
  type CounterSaleRequest,
  type CounterTicket,
  type EventOf,
} from '@cinema/contracts';
import { signTicket, type Caller } from '@cinema/server-kit';
import QRCode from 'qrcode';
import type { WriteDeps } from '../../deps.ts';
import { bookingIdFor } from '../../bookings/payments/stream-id.ts';
import { loadTicketFacts, type TicketFacts } from '../../bookings/tickets/ticket-facts.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { ScreeningNotFoundError } from '../../shows/seats/errors.ts';
import { loadScreeningInfo } from '../../shows/seats/screening-facts.ts';
import { screeningDecider } from '../../shows/seats/screening-decider.ts';
import { screeningStreamId } from '../../shows/seats/stream-id.ts';
import { requireCounter } from '../staff/counter-access.ts';

/**
 * SellAtCounter: the caller must run or staff the screening's cinema; the seats are booked in one
 * decision on the screening's stream (the same queue as every online hold), and the answer is the
 * ticket with its signed QR, to show or print.
 */
export async function sellAtCounter(deps: WriteDeps, caller: Caller, input: CounterSaleRequest) {
  const seats = input.seatIds.map((id) => splitSeatId(id)!);
  const screeningId = seats[0]!.screeningId;
  const screening = await loadScreeningInfo(deps, screeningId);
  if (!screening) throw new ScreeningNotFoundError(screeningId);
  await requireCounter(deps, caller, screening.cinemaId);
  const orderId = `counter-${deps.newId()}`;
  const bookingId = bookingIdFor(orderId);
  const buyerName = input.buyerName?.trim() || undefined;
  const buyerPhone = input.buyerPhone?.trim() || undefined;
  const buyerEmail = input.buyerEmail?.trim() || undefined;
  const { events, position } = await handleCommand(
    deps.store,
    screeningStreamId(screeningId),
    screeningDecider,
    {
      type: 'SellAtCounter',
      screeningId,
      bookingId,
      orderId,
      sellerId: caller.accountId,
      seats: seats.map((s) => s.seatNumber),
      method: input.method,
      buyerName,
      buyerPhone,
      buyerEmail,
      screening,
      now: deps.clock(),
    },
    { metadata: { actorId: caller.accountId } },
  );
  const booked = events.find((e): e is EventOf<'SeatsBooked'> => e.type === 'SeatsBooked')!;
  const facts = (await loadTicketFacts(deps, screeningId))!;
  return { ticket: await counterTicket(deps, booked.data, facts), position: position! };
}

async function counterTicket(
  deps: Pick<WriteDeps, 'ticketKey'>,
  d: EventOf<'SeatsBooked'>['data'],
  facts: TicketFacts,
): Promise<CounterTicket> {
  const ticketToken = signTicket(deps.ticketKey, { bookingId: d.bookingId, screeningId: d.screeningId });
  return {
    bookingId: d.bookingId,
    bookingCode: d.bookingId.slice(2, 10).toUpperCase(),
    screeningId: d.screeningId,
    movieName: facts.movieName,
    cinemaName: facts.cinemaName,
    cityName: facts.cityName,
    screenName: facts.screenName,
    date: facts.date,
    timing: facts.timing,
    seats: d.seats.map((seat) => ({
      seatNumber: seat.seatNumber,
      seatType: seat.seatType,
      code: seatCode(facts.places, seat.seatNumber),
      row: facts.places.get(seat.seatNumber)?.row ?? '',
      price: paiseToRupees(seat.pricePaise),
      pricePaise: seat.pricePaise,
    })),
    totalAmount: paiseToRupees(d.totalPaise),
    totalAmountPaise: d.totalPaise,
    method: d.counter!.method,
    buyerName: d.counter!.buyerName ?? null,
    buyerPhone: d.counter!.buyerPhone ?? null,
    ticketToken,
    qrImage: await QRCode.toDataURL(ticketToken, {
      type: 'image/png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 256,
    }),
    bookedAt: d.bookedAt,
  };
}
