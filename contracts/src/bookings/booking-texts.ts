import { TIMINGS } from '../common/constants.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A screening as people name it: "Fri, 11 Dec 2026, 9pm to 12pm" (date YYYY-MM-DD, a spec timing). */
export function showWhen(date: string, timing: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const label = TIMINGS.find((t) => t.value === timing)?.label ?? timing;
  if (Number.isNaN(day.getTime())) return `${date}, ${label}`;
  const weekday = WEEKDAYS[day.getUTCDay()];
  return `${weekday}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}, ${label}`;
}

/** What the booking and payment calls answer, and what the seat page and ticket screens say. */
export const BOOKING_TEXTS = {
  seatsReserved: 'Seats reserved. Complete the payment before the timer runs out.',
  holdExtended: 'Your seats are held for a few more minutes',
  holdReleased: 'Your seats have been released',
  myHoldFetched: 'Hold fetched successfully',
  orderCreated: 'Order created successfully',
  paymentVerified: 'Payment verified successfully',
  paymentRefunded:
    'Your payment went through after your seats were released and someone else booked them. The full amount will be refunded.',
  paymentAlreadyPaid:
    'This order was already paid with another payment, so nothing new was booked. This payment will be refunded in full.',
  paymentCancelled: 'Payment cancelled. Your seats have been released.',
  paymentFailed: 'Payment failed. Your seats have been released.',
  bookingsFetched: 'Bookings fetched successfully',
  ticketAdmitted: 'Ticket verified. Enjoy the show!',
  seatsTaken: 'Some of these seats have just been taken. Please choose other seats.',
  seatUnknown: 'These seats do not exist in this show',
  screeningNotFound: 'This show was not found',
  screeningStarted: 'This show has already started',
  holdNotFound: 'Your seat hold was not found. Please choose your seats again.',
  holdExpired: 'Your seat hold has expired. Please choose your seats again.',
  holdAlreadyExtended: 'Your seat hold has already been extended once',
  notYourHold: 'These seats are held by someone else',
  seatsNotHeld: 'Reserve these seats before paying',
  orderNotFound: 'Payment order not found',
  orderClosed: 'This payment has already been completed or cancelled',
  signatureInvalid: 'Payment could not be verified. Your seats have been released.',
  ticketInvalid: 'This is not a valid ticket',
  ticketUsed: 'This ticket has already been used',
  notYourTicket: 'This ticket is for another cinema',
  /** Scanned before the door opens for its show (`show`: from showWhen). */
  ticketTooEarly: (show: string, hoursBefore: number) =>
    `This ticket is for ${show}. Tickets are let in from ${hoursBefore} ${hoursBefore === 1 ? 'hour' : 'hours'} before the show.`,
  /** Scanned after its show ended. */
  ticketShowOver: (show: string) => `This ticket was for ${show}. That show is over.`,
  sandboxOnly: 'The sandbox checkout is off: real payments are in use',
  noMoney: 'Sandbox payment: no real money moves',
} as const;
