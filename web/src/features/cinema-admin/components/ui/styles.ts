/** The look the admin screens share with the rest of the app (rounded white cards, crimson brand). */
export const cardClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

export const primaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const secondaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const textLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline';
