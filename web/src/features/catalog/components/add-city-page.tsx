import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { City } from '@cinema/contracts';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { citiesQuery } from '@/lib/api/get-cities';
import { loadContracts } from '@/lib/contracts';
import { useAddCity } from '../api/add-city';

/** SuperAdmin: add a city, and see the cities the product serves. */
export function AddCityPage() {
  const cities = useQuery(citiesQuery());
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 lg:px-8">
      <title>Add City · Cine Yatra</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Add City</h1>
      <p className="mt-2 text-slate-600">Cities appear in the city choices of cinemas and revenue reports.</p>
      <AddCityForm />
      <h2 className="mt-10 text-lg font-semibold text-slate-900">Cities</h2>
      {cities.isPending ? (
        <Spinner label="Loading cities" />
      ) : cities.isError && !cities.data ? (
        <p role="alert" className="mt-3 text-slate-600">
          The cities could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <CityList cities={cities.data ?? []} />
      )}
    </section>
  );
}

/** The city's name, checked with the contracts' schema; a city added empties it (the list reads again). */
function AddCityForm() {
  const [cityName, setCityName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useAddCity();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { addCityRequest } = await loadContracts();
    const parsed = addCityRequest.safeParse({ cityName });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    mutation.mutate(parsed.data.cityName, {
      onSuccess: () => setCityName(''),
      onError: (e) => setError(e.message),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-6 flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <label htmlFor="cityName" className="block text-sm font-medium text-slate-700">
          City name
        </label>
        <input
          id="cityName"
          name="cityName"
          value={cityName}
          onChange={(e) => {
            setCityName(e.target.value);
            setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'cityName-error' : undefined}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          placeholder="e.g. Bhopal"
        />
        {error && (
          <p id="cityName-error" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={mutation.isPending || cityName.trim() === ''}
        className="min-h-11 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50 sm:mt-6"
      >
        {mutation.isPending ? LOADING_TEXTS.adding : 'Add City'}
      </button>
    </form>
  );
}

function CityList({ cities }: { cities: readonly City[] }) {
  return (
    <ul aria-label="Cities" className="mt-3 flex flex-wrap gap-2">
      {cities.map((city) => (
        <li
          key={city._id}
          className="rounded-full bg-white px-4 py-2 text-sm text-slate-800 ring-1 ring-slate-200"
        >
          {city.cityName}
          {city.featured && <span className="ml-2 text-xs font-semibold text-brand-700">Featured</span>}
        </li>
      ))}
    </ul>
  );
}
