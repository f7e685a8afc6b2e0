import { seatCode } from '@cinema/contracts';
import { verifyTicket } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { TicketCancelledError, TicketInvalidError } from '../../shows/seats/errors.ts';
import { screeningDecider } from '../../shows/seats/screening-decider.ts';
import { loadScreeningState } from '../../shows/seats/screening-state.ts';
import type { ScreeningState } from '../../shows/seats/screening.ts';
import { screeningStreamId } from '../../shows/seats/stream-id.ts';
import { doorAt } from './door-window.ts';
import { NotYourTicketError, TicketNotNowError } from './errors.ts';
import { loadTicketFacts, type TicketFacts } from './ticket-facts.ts';

/**
 * verifyTicket: an admin scans a ticket's QR code at their cinema's door. The token must carry
 * this server's signature, name a screening of a cinema the admin runs and a booking of it; it
 * is admitted once (a second scan is refused with when it was used), and only around its show:
 * from deps.doorOpensMsBefore before the start until the show ends.
 */
export async function admitTicket(
  deps: WriteDeps,
  token: string,
  adminId: string,
  // Counter staff admit too, at the cinemas they staff (counter/sales/routes.ts).
  mayAdmit: (facts: TicketFacts) => Promise<boolean> = async (facts) => facts.adminId === adminId,
) {
  const ticket = verifyTicket(deps.ticketKey, token);
  if (!ticket) throw new TicketInvalidError('');
  const facts = await loadTicketFacts(deps, ticket.screeningId);
  if (!facts) throw new TicketInvalidError(ticket.bookingId);
  if (!(await mayAdmit(facts))) throw new NotYourTicketError(ticket.bookingId);
  const now = deps.clock();
  const door = doorAt(now, facts.startsAt, deps.doorOpensMsBefore);
  // A cancelled show's ticket is refused for that reason, whenever it is scanned.
  if (door !== 'open') await refuseCancelled(deps, ticket);
  if (door !== 'open')
    throw new TicketNotNowError(ticket.bookingId, door, facts, deps.doorOpensMsBefore / 3_600_000);
  const { state, position } = await handleCommand(
    deps.store,
    screeningStreamId(ticket.screeningId),
    screeningDecider,
    {
      type: 'AdmitTicket',
      screeningId: ticket.screeningId,
      bookingId: ticket.bookingId,
      adminId,
      now,
    },
    { metadata: { actorId: adminId } },
  );
  const booking = (state as ScreeningState).bookings.get(ticket.bookingId)!;
  return {
    ticket: {
      bookingId: booking.bookingId,
      movieName: facts.movieName,
      cinemaName: facts.cinemaName,
      screenName: facts.screenName,
      date: facts.date,
      timing: facts.timing,
      seats: booking.seats.map((s) => seatCode(facts.places, s.seatNumber)),
      admittedAt: booking.admittedAt!,
    },
    position: position!,
  };
}

async function refuseCancelled(deps: WriteDeps, ticket: { screeningId: string; bookingId: string }) {
  const { cancelled } = await loadScreeningState(deps, ticket.screeningId);
  if (cancelled) throw new TicketCancelledError(ticket.bookingId, cancelled.reason);
}
