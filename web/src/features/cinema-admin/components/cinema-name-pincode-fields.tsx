import { TextField } from '@/components/form/text-field';

interface Props {
  values: { cinemaName: string; pincode: string };
  errors: { cinemaName?: string; pincode?: string };
  change: (field: 'cinemaName' | 'pincode', value: string) => void;
  namePlaceholder?: string;
}

/** A cinema's name and 6-digit pincode, as Add Cinema and the cinema's details both ask for them. */
export function CinemaNameAndPincodeFields({ values, errors, change, namePlaceholder }: Props) {
  return (
    <>
      <TextField
        label="Cinema name"
        name="cinemaName"
        autoComplete="organization"
        placeholder={namePlaceholder}
        value={values.cinemaName}
        error={errors.cinemaName}
        onChange={(event) => change('cinemaName', event.target.value)}
      />
      <TextField
        label="Pincode"
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        hint="The 6-digit PIN code of the cinema's address."
        value={values.pincode}
        error={errors.pincode}
        onChange={(event) => change('pincode', event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </>
  );
}
