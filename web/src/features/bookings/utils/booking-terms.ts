import { LIMITS } from '@cinema/contracts/browser';

/**
 * The 13 rules a viewer accepts before paying. The first five are the spec's (section 5); the rest
 * are what an Indian cinema chain's booking terms say besides, limited to what this product does.
 */
export const BOOKING_TERMS: readonly string[] = [
  `A show runs only if at least ${LIMITS.minimumTicketsForShow} tickets are sold for it.`,
  'A ticket is compulsory for everyone aged 3 years and above.',
  'Viewers under 18 years of age cannot see A-certified films, even with a parent or guardian. The cinema may ask for a photo ID as proof of age.',
  'Tickets once booked cannot be cancelled, exchanged or refunded.',
  'Recording the film in any form (video, audio or photographs) inside the auditorium is not allowed and is an offence under the Cinematograph Act, 1952. Devices used to record may be taken away.',
  'Seats you choose are held for you for a limited time while you pay (the seat page counts it down). Seats not paid for in that time are released for other viewers.',
  'Your ticket is the QR code in your booking history and in the confirmation e-mail. Show it at the entrance; each QR code admits its seats once, so do not share it.',
  'Please reach the cinema at least 15 minutes before the show to allow time for the security check.',
  'Sit only in the seats shown on your ticket.',
  'Outside food and beverages are not allowed inside the cinema.',
  'Smoking, alcohol, weapons and inflammable items are not allowed. The cinema may refuse entry to anyone under the influence of alcohol or drugs, or who does not follow its rules.',
  'Ticket prices include all applicable taxes. The amount you pay is the total shown before you pay.',
  'The cinema may change the screen or the show time for reasons beyond its control. The right of admission is reserved.',
];
