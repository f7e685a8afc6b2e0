import { useQuery } from '@tanstack/react-query';
import { Dialog } from '@/components/ui/dialog';
import { PinIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { citiesQuery } from '@/lib/api/get-cities';
import { chooseCity, useChosenCity } from '@/lib/city';
import { cx } from '@/lib/class-names';
import { QueryProvider } from '@/lib/query-provider';

/** The city list (featured first, as the server orders it); a pick is remembered and closes the dialog. */
export default function CityDialog({ onClose }: { onClose: () => void }) {
  // Loaded when the viewer opens it, outside any page: it brings the query cache with it.
  return (
    <QueryProvider>
      <CityChoice onClose={onClose} />
    </QueryProvider>
  );
}

function CityChoice({ onClose }: { onClose: () => void }) {
  const chosen = useChosenCity();
  const cities = useQuery(citiesQuery());

  return (
    <Dialog title="Choose your city" closeLabel="Close city choice" onClose={onClose}>
      <div className="p-5">
        {cities.isPending ? (
          <Spinner label="Loading cities" className="min-h-40" />
        ) : !cities.data ? (
          <div role="alert" className="py-8 text-center">
            <p className="font-semibold">Could not load cities</p>
            <p className="mt-1 text-sm text-slate-600">
              {cities.error instanceof ApiError ? cities.error.message : 'Something went wrong.'}
            </p>
            <button
              type="button"
              onClick={() => void cities.refetch()}
              className="mt-4 inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              Try again
            </button>
          </div>
        ) : (
          <ul aria-label="Cities" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {cities.data.map((city) => {
              const current = chosen.cityId ? city._id === chosen.cityId : city.cityName === chosen.cityName;
              return (
                <li key={city._id}>
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => {
                      chooseCity({ cityId: city._id, cityName: city.cityName });
                      onClose();
                    }}
                    className={cx(
                      'flex min-h-12 w-full items-center gap-2 rounded-xl border px-3 text-left font-medium transition-colors',
                      current
                        ? 'border-brand-600 bg-brand-50 text-brand-800'
                        : 'border-slate-200 text-slate-800 hover:border-brand-400 hover:bg-brand-50/50',
                    )}
                  >
                    <PinIcon
                      className={cx('size-5 shrink-0', current ? 'text-brand-600' : 'text-slate-400')}
                    />
                    <span className="min-w-0 truncate">{city.cityName}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
