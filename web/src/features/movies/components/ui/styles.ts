/** The look the movie pages share with the rest of the app (crimson brand, 44 px targets). */
export const primaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

export const secondaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-50';

export const sectionTitleClass = 'text-xl font-bold tracking-tight text-slate-900 sm:text-2xl';

export const chipClass =
  'inline-flex items-center rounded-md bg-white/10 px-2 py-0.5 text-sm font-medium ring-1 ring-white/25';
