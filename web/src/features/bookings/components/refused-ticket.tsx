export interface Refusal {
  status: number;
  message: string;
}

const TITLES: Record<number, string> = {
  409: 'Already used',
  403: 'Wrong cinema',
};

/** A ticket the door must not admit, with the server's reason. A used ticket is amber, others red. */
export function RefusedTicket({ refusal }: { refusal: Refusal }) {
  const used = refusal.status === 409;
  return (
    <div
      className={`flex items-start gap-3 rounded-2xl px-5 py-4 ring-2 ${
        used ? 'bg-amber-50 text-amber-950 ring-amber-500' : 'bg-red-50 text-red-950 ring-red-600'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`mt-0.5 size-8 shrink-0 ${used ? 'text-amber-600' : 'text-red-600'}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.4}
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="10" />
        {used ? <path d="M12 7v6M12 16.5v.5" /> : <path d="m8.5 8.5 7 7M15.5 8.5l-7 7" />}
      </svg>
      <div>
        <h2 className="text-xl font-bold">{TITLES[refusal.status] ?? 'Not admitted'}</h2>
        <p className="mt-0.5">{refusal.message}</p>
      </div>
    </div>
  );
}
