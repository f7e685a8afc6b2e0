import { useId, type ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links below the card's body (to sign in, sign up, ...). */
  footer?: ReactNode;
}

/** The centred card every account screen sits in; full width on phones, 28 rem from 640 px. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const headingId = useId();
  return (
    <div className="flex w-full justify-center bg-linear-to-b from-brand-50 via-white to-white px-4 py-8 sm:py-16">
      <section
        aria-labelledby={headingId}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-900/5 ring-slate-900/5 sm:p-8"
      >
        <div className="mb-6 space-y-1.5">
          <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-600" />
          <h1 id={headingId} className="pt-2 text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h1>
          {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
        </div>
        {children}
        {footer && (
          <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
            {footer}
          </div>
        )}
      </section>
    </div>
  );
}

/** An in-app link styled for the account screens' text. */
export const linkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
