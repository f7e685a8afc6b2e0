export interface Refusal {
  /** The server's error code (TICKET_USED, …); empty when no answer came. */
  code: string;
  message: string;
}

const TITLES: Record<string, string> = {
  TICKET_USED: 'Already used',
  TICKET_NOT_NOW: 'Wrong time',
  NOT_YOUR_TICKET: 'Wrong cinema',
};

/**
 * A ticket the door must not admit, with the server's reason (for a ticket of another show time,
 * which show it is for). A genuine ticket (used, or not for now) is amber, others red.
 */
export function RefusedTicket({ refusal }: { refusal: Refusal }) {
  const genuine = refusal.code === 'TICKET_USED' || refusal.code === 'TICKET_NOT_NOW';
  return (
    <div
      className={`flex items-start gap-3 rounded-2xl px-5 py-4 ring-2 ${
        genuine ? 'bg-amber-50 text-amber-950 ring-amber-500' : 'bg-red-50 text-red-950 ring-red-600'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`mt-0.5 size-8 shrink-0 ${genuine ? 'text-amber-600' : 'text-red-600'}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.4}
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="10" />
        {genuine ? <path d="M12 7v6M12 16.5v.5" /> : <path d="m8.5 8.5 7 7M15.5 8.5l-7 7" />}
      </svg>
      <div>
        <h2 className="text-xl font-bold">{TITLES[refusal.code] ?? 'Not admitted'}</h2>
        <p className="mt-0.5">{refusal.message}</p>
      </div>
    </div>
  );
}
