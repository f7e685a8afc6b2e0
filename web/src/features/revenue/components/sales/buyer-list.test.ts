import { describe, expect, it } from 'vitest';
import type { Buyer } from '@cinema/contracts';
import { buyerMatches } from './buyer-list';

const buyer: Buyer = {
  bookingId: 'b_7f3a9c21e5',
  bookingCode: '7F3A9C21',
  name: 'Riya Sharma',
  email: 'riya@example.com',
  contactNumber: '9876543210',
  seats: [
    { code: 'A1', seatType: 'VIP' },
    { code: 'D4', seatType: 'REGULAR' },
  ],
  amount: 580,
  amountPaise: 58000,
  channel: 'online',
  bookedAt: '2026-12-10T10:00:00.000Z',
  admittedAt: null,
  status: 'booked',
  refund: null,
  refundPaise: null,
  refundedAt: null,
};

describe('searching a show’s buyers', () => {
  it.each(['riya', 'SHARMA', '98765', '7f3a', 'd4', 'riya a1', ''])('"%s" finds the buyer', (search) =>
    expect(buyerMatches(buyer, search)).toBe(true),
  );
  it.each(['arjun', 'riya b2', '12345'])('"%s" does not', (search) =>
    expect(buyerMatches(buyer, search)).toBe(false),
  );
});
