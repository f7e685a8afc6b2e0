import { LIMITS } from '@cinema/contracts/browser';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ChevronIcon } from '@/components/ui/icons';

const FAQS = [
  {
    q: 'How do I book tickets?',
    a: 'Open a movie, choose Book Tickets, pick a date, a cinema and a show time, then choose your seats and pay. Your ticket appears in your booking history straight away.',
  },
  {
    q: 'How long are my seats held while I pay?',
    a: `Chosen seats are held for you for ${LIMITS.seatHoldMinutes} minutes while you pay. A countdown shows the time left, and you can extend it once before it runs out.`,
  },
  {
    q: 'How many seats can I book at once?',
    a: `Up to ${LIMITS.maxSeatsPerBooking} seats in one booking.`,
  },
  {
    q: 'Can I cancel or change my booking?',
    a: 'No. Tickets cannot be cancelled, exchanged or refunded once booked.',
  },
  {
    q: 'What happens if my payment fails?',
    a: 'We tell you, and the seats you held are released. If money left your account but no booking was made, it is refunded through the payment provider.',
  },
  {
    q: 'Do children need a ticket?',
    a: 'Yes, a ticket is needed for everyone aged 3 and above. Viewers under 18 cannot watch A-certified films.',
  },
  {
    q: 'Why was my show called off?',
    a: `A show runs only when at least ${LIMITS.minimumTicketsForShow} tickets are sold for it.`,
  },
  {
    q: 'How do I list my cinema?',
    a: 'Sign up with the Admin account type, add your cinema and its screens, then schedule shows and make them live.',
  },
];

export default function FaqsRoute() {
  return (
    <ContentLayout
      title="Frequently asked questions"
      lead="Quick answers about booking, payments and tickets."
    >
      <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {FAQS.map(({ q, a }) => (
          <details key={q} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {q}
              <ChevronIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-90" />
            </summary>
            <p className="px-4 pb-4 text-slate-700">{a}</p>
          </details>
        ))}
      </div>
    </ContentLayout>
  );
}
