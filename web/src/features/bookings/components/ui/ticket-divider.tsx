import { cx } from '@/lib/class-names';

interface TicketDividerProps {
  /** The colour behind the ticket, which the notches show through. */
  tone?: string;
  /** Negative margins that take the line out to the ticket's edges (its padding). */
  className?: string;
}

/** The perforation of a paper ticket: a dashed line with a notch at each edge (decoration only). */
export function TicketDivider({ tone = 'bg-slate-100', className }: TicketDividerProps) {
  return (
    <div aria-hidden="true" className={cx('relative my-1 flex items-center', className)}>
      <span className={`-ml-3 size-6 shrink-0 rounded-full ${tone}`} />
      <span className="mx-1 h-0 flex-1 border-t-2 border-dashed border-slate-200" />
      <span className={`-mr-3 size-6 shrink-0 rounded-full ${tone}`} />
    </div>
  );
}
