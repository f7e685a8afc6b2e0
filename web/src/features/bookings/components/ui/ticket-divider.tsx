/** The perforation of a paper ticket: a dashed line with a notch at each edge (decoration only). */
export function TicketDivider({ tone = 'bg-slate-100' }: { tone?: string }) {
  return (
    <div aria-hidden="true" className="relative my-1 flex items-center">
      <span className={`-ml-3 size-6 shrink-0 rounded-full ${tone}`} />
      <span className="mx-1 h-0 flex-1 border-t-2 border-dashed border-slate-200" />
      <span className={`-mr-3 size-6 shrink-0 rounded-full ${tone}`} />
    </div>
  );
}
