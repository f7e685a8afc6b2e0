import { verifyTicket } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { TicketInvalidError } from '../../shows/seats/errors.ts';
import { screeningDecider } from '../../shows/seats/screening-decider.ts';
import type { ScreeningState } from '../../shows/seats/screening.ts';
import { screeningStreamId } from '../../shows/seats/stream-id.ts';
import { NotYourTicketError } from './errors.ts';
import { loadTicketFacts } from './ticket-facts.ts';

/**
 * verifyTicket: an admin scans a ticket's QR code at their cinema's door. The token must carry
 * this server's signature, name a screening of a cinema the admin runs and a booking of it; it
 * is admitted once (a second scan is refused with when it was used).
 */
export async function admitTicket(deps: WriteDeps, token: string, adminId: string) {
  const ticket = verifyTicket(deps.ticketKey, token);
  if (!ticket) throw new TicketInvalidError('');
  const facts = await loadTicketFacts(deps, ticket.screeningId);
  if (!facts) throw new TicketInvalidError(ticket.bookingId);
  if (facts.adminId !== adminId) throw new NotYourTicketError(ticket.bookingId);
  const { state, position } = await handleCommand(
    deps.store,
    screeningStreamId(ticket.screeningId),
    screeningDecider,
    {
      type: 'AdmitTicket',
      screeningId: ticket.screeningId,
      bookingId: ticket.bookingId,
      adminId,
      now: deps.clock(),
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
      seats: booking.seats.map((s) => s.seatNumber),
      admittedAt: booking.admittedAt!,
    },
    position: position!,
  };
}
