import { describe, expect, it } from 'vitest';
import { signTicket, ticketKeyFrom, verifyTicket } from './ticket-token.ts';

const key = ticketKeyFrom('a-test-secret-that-is-long-enough-0123456789');
const ticket = { bookingId: '65f1c2d3e4a5b6c7d8e9f0a1', screeningId: 'cin1.show-uuid.2026-12-12' };

describe('ticket tokens', () => {
  it('round-trips the booking and screening they were signed for', () => {
    expect(verifyTicket(key, signTicket(key, ticket))).toEqual(ticket);
  });

  it('refuses a token whose booking was changed', () => {
    const token = signTicket(key, ticket).replace(ticket.bookingId, '75f1c2d3e4a5b6c7d8e9f0a1');
    expect(verifyTicket(key, token)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    expect(
      verifyTicket(key, signTicket(ticketKeyFrom('another-secret-another-secret-000'), ticket)),
    ).toBeNull();
  });

  it('refuses anything that is not a ticket token', () => {
    for (const junk of ['', 'T1', 'T1..', 'hello.world', `T2.${ticket.bookingId}.x.y`])
      expect(verifyTicket(key, junk)).toBeNull();
  });
});
