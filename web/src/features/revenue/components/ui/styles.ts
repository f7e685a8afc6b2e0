/** The look the revenue screens share with the other admin screens (white cards, crimson brand). */
export const cardClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

export const secondaryLinkClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold sm:px-4 sm:text-base text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A link inside a table row: a 44 px tall target, underlined on hover. */
export const rowLinkClass =
  'inline-flex min-h-11 items-center whitespace-nowrap font-semibold text-brand-700 underline-offset-4 hover:underline';

export const sectionTitleClass = 'text-lg font-semibold text-slate-900';
