import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Cinema } from '@cinema/contracts';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { paths } from '@/config/paths';
import { citiesQuery } from '@/lib/api/get-cities';
import { useAddCinemaForm } from '../hooks/use-add-cinema-form';
import { screenLabel } from '../utils/seat-classes';
import { CinemaNameAndPincodeFields } from './cinema-name-pincode-fields';
import { AdminPage } from './ui/admin-page';
import { cardClass, secondaryLinkClass, textLinkClass } from './ui/styles';

/** Admin: add a cinema (name, pincode, city); it opens with screens whose seats are set next. */
export function AddCinemaPage() {
  const cities = useQuery(citiesQuery());
  const [added, setAdded] = useState<Cinema | null>(null);
  const form = useAddCinemaForm(setAdded);
  const { values, errors, change } = form;
  const cityHint = cities.isPending
    ? 'Loading cities…'
    : cities.error
      ? 'The cities could not be loaded. Reload the page to try again.'
      : undefined;

  return (
    <AdminPage
      title="Add Cinema"
      lead="Your cinema opens with its screens. Set each screen's seats and prices before adding shows."
      actions={
        <Link to={paths.adminCinemas.getHref()} className={secondaryLinkClass}>
          Your cinemas
        </Link>
      }
    >
      {added && <AddedNotice cinema={added} />}
      <form noValidate onSubmit={form.submit} className={`space-y-4 ${cardClass}`}>
        <CinemaNameAndPincodeFields
          values={values}
          errors={errors}
          change={change}
          namePlaceholder="e.g. Cine Yatra Treasure Island"
        />
        <SelectField
          label="City"
          name="cityId"
          value={values.cityId}
          error={errors.cityId}
          hint={cityHint}
          disabled={cities.isPending}
          onChange={(event) => change('cityId', event.target.value)}
        >
          <option value="">Select a city</option>
          {cities.data?.map((city) => (
            <option key={city._id} value={city._id}>
              {city.cityName}
            </option>
          ))}
        </SelectField>
        <SubmitButton loading={form.isSubmitting} loadingText={LOADING_TEXTS.adding} className="sm:w-auto">
          Add Cinema
        </SubmitButton>
      </form>
    </AdminPage>
  );
}

function AddedNotice({ cinema }: { cinema: Cinema }) {
  const first = cinema.screenDetails[0];
  return (
    <div
      role="status"
      className="mb-4 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
    >
      <p className="font-semibold">
        {cinema.cinemaName}, {cinema.cityId.cityName} is added with {cinema.screens.length} screens.
      </p>
      {first && (
        <p className="text-sm">
          Next, set the seats and prices of each screen:{' '}
          <Link to={paths.updateScreen.getHref(cinema._id, first._id)} className={textLinkClass}>
            Update {screenLabel(first)}
          </Link>
        </p>
      )}
    </div>
  );
}
