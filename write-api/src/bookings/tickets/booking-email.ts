import {
  SEAT_CLASSES,
  seatCode,
  TIMINGS,
  type SeatClass,
  type SeatPlace,
  type Timing,
} from '@cinema/contracts';
import type { MailMessage } from '../../infra/mail/mailer.ts';

export interface BookingEmail {
  to: string;
  viewerName: string;
  bookingId: string;
  movieName: string;
  cinemaName: string;
  cityName: string;
  screenName: string;
  /** The screening's date, YYYY-MM-DD (India). */
  date: string;
  timing: Timing;
  seats: readonly { seatNumber: string; seatType: SeatClass }[];
  /** Where the seats sit: the mail names them as the seat map does ("D2"). */
  places: ReadonlyMap<string, SeatPlace>;
  totalPaise: number;
  /** PNG of the QR code that carries the signed ticket token. */
  qrPng: Buffer;
  brand: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The spec's booking ID: characters 2 to 10 of the id, in upper case. */
export const bookingCode = (bookingId: string) => bookingId.slice(2, 10).toUpperCase();

const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;

const showDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Seats by class, VIP first, named as the seat map names them: "VIP: A1, A2". */
function seatLines(seats: BookingEmail['seats'], places: BookingEmail['places']) {
  return [...SEAT_CLASSES]
    .reverse()
    .map(
      (type) =>
        [type, seats.filter((s) => s.seatType === type).map((s) => seatCode(places, s.seatNumber))] as const,
    )
    .filter(([, numbers]) => numbers.length > 0)
    .map(([type, numbers]) => `${type}: ${numbers.join(', ')}`);
}

export const QR_CID = 'ticket-qr@cineyatra';

/** The booking confirmation: the ticket's details and its QR code (inline, and attached). */
export function bookingEmail(b: BookingEmail): MailMessage {
  const code = bookingCode(b.bookingId);
  const when = `${showDate(b.date)}, ${TIMINGS.find((t) => t.value === b.timing)?.label ?? b.timing}`;
  const rows: [string, string][] = [
    ['Movie', b.movieName],
    ['When', when],
    ['Cinema', `${b.cinemaName} | ${b.cityName}`],
    ['Screen', b.screenName],
    ['Tickets', String(b.seats.length)],
    ['Seats', seatLines(b.seats, b.places).join('; ')],
    ['Amount paid', rupees(b.totalPaise)],
    ['Booking ID', code],
  ];
  const note = 'Show this QR code at the entrance. This booking cannot be cancelled.';
  const html = [
    `<p>Hi ${escapeHtml(b.viewerName)}, your tickets are booked.</p>`,
    '<table cellpadding="4">',
    ...rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p><img src="cid:${QR_CID}" alt="Ticket QR code, booking ${code}" width="240" height="240"></p>`,
    `<p>${note}</p>`,
  ].join('');
  return {
    to: b.to,
    subject: `${b.brand}: your tickets for ${b.movieName} (booking ${code})`,
    text: [
      `Hi ${b.viewerName}, your tickets are booked.`,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      note,
    ].join('\n'),
    html,
    attachments: [
      { filename: `ticket-${code}.png`, content: b.qrPng, contentType: 'image/png', cid: QR_CID },
    ],
  };
}
