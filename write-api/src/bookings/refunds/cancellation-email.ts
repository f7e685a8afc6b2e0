import { showWhen } from '@cinema/contracts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import { bookingCode } from '../tickets/booking-email.ts';

export interface CancellationEmail {
  to: string;
  viewerName: string;
  bookingId: string;
  movieName: string;
  cinemaName: string;
  cityName: string;
  date: string;
  timing: string;
  reason: string;
  totalPaise: number;
  brand: string;
  /** A counter sale: the money goes back at the cinema's counter, not to a bank account. */
  atCounter?: boolean;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;

/** The cinema cancelled the show: what happened, why, and the full refund on its way. */
export function cancellationEmail(c: CancellationEmail): MailMessage {
  const code = bookingCode(c.bookingId);
  const rows: [string, string][] = [
    ['Movie', c.movieName],
    ['When', showWhen(c.date, c.timing)],
    ['Cinema', `${c.cinemaName} | ${c.cityName}`],
    ['Reason', c.reason],
    ['Refund', `${rupees(c.totalPaise)} (in full)`],
    ['Booking ID', code],
  ];
  const lead = `Hi ${c.viewerName}, the cinema has cancelled this show.`;
  const note = c.atCounter
    ? "Collect the full amount at the cinema's counter with this booking ID. Your ticket is no longer valid."
    : 'The full amount goes back to the account you paid from; banks usually take 5 to 7 working days. Your ticket is no longer valid.';
  return {
    to: c.to,
    subject: `${c.brand}: ${c.movieName} on ${showWhen(c.date, c.timing)} is cancelled (booking ${code})`,
    text: [lead, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', note].join('\n'),
    html: [
      `<p>${escapeHtml(lead)}</p>`,
      '<table cellpadding="4">',
      ...rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`),
      '</table>',
      `<p>${escapeHtml(note)}</p>`,
    ].join(''),
  };
}
