import { lazy, Suspense, useState } from 'react';
import { ChevronIcon, PinIcon } from '@/components/ui/icons';
import { useChosenCity } from '@/lib/city';

const CityDialog = lazy(() => import('./city-dialog'));

/** The viewer's city in the header ("City: Indore"); the list to change it loads when first opened. */
export function CityButton({ className = '' }: { className?: string }) {
  const { cityName } = useChosenCity();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 ${className}`}
      >
        <PinIcon className="size-5 shrink-0 text-brand-600" />
        <span className="sr-only">City: </span>
        <span className="max-w-28 truncate">{cityName}</span>
        <ChevronIcon className="size-4 shrink-0 rotate-90 text-slate-400" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CityDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
