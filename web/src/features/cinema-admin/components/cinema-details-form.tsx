import type { Cinema } from '@cinema/contracts';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { SubmitButton } from '@/components/form/submit-button';
import { useCinemaDetailsForm } from '../hooks/use-cinema-details-form';
import { CinemaNameAndPincodeFields } from './cinema-name-pincode-fields';
import { cardClass } from './ui/styles';

/** The cinema's name and pincode (the spec's Add Cinema rules); its city stays as added. */
export function CinemaDetailsForm({ cinema }: { cinema: Cinema }) {
  const form = useCinemaDetailsForm(cinema);
  const { values, errors, change } = form;
  return (
    <form
      noValidate
      aria-labelledby="cinema-details-title"
      onSubmit={form.submit}
      className={`space-y-4 ${cardClass}`}
    >
      <div>
        <h2 id="cinema-details-title" className="text-lg font-semibold text-slate-900">
          Cinema details
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          City: {cinema.cityId.cityName} (a cinema stays in the city it was added in).
        </p>
      </div>
      <CinemaNameAndPincodeFields values={values} errors={errors} change={change} />
      <SubmitButton loading={form.isSubmitting} loadingText={LOADING_TEXTS.updating} className="sm:w-auto">
        Save details
      </SubmitButton>
    </form>
  );
}
