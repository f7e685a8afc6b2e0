import type { Cinema } from '@cinema/contracts';
import { SelectField } from '@/components/form/select-field';
import { CinemaDetailsForm } from './cinema-details-form';
import { ScreenManager } from './screen-manager';

interface ScreensBodyProps {
  cinemas: Cinema[];
  cinema: Cinema;
  onChooseCinema: (cinemaId: string) => void;
}

/** The Screens page's forms: the cinema to manage, its screens, then its name and pincode. */
export function ScreensBody({ cinemas, cinema, onChooseCinema }: ScreensBodyProps) {
  return (
    <div className="space-y-6">
      {cinemas.length > 1 && (
        <SelectField
          label="Cinema"
          name="cinema"
          value={cinema._id}
          onChange={(event) => onChooseCinema(event.target.value)}
        >
          {cinemas.map((c) => (
            <option key={c._id} value={c._id}>
              {c.cinemaName}, {c.cityId.cityName}
            </option>
          ))}
        </SelectField>
      )}
      <ScreenManager key={`screens-${cinema._id}`} cinema={cinema} />
      <CinemaDetailsForm key={`details-${cinema._id}`} cinema={cinema} />
    </div>
  );
}
