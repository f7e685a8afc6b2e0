import type { SeatClass } from '@cinema/contracts/browser';
import { TextField } from '@/components/form/text-field';
import type { ScreenField } from '../hooks/use-update-screen-form';
import type { SeatClassKey } from '../utils/seat-classes';

interface SeatClassFieldsetProps {
  name: SeatClass;
  classKey: SeatClassKey;
  values: Record<ScreenField, string>;
  errors: Partial<Record<ScreenField, string>>;
  onChange: (field: ScreenField, raw: string) => void;
  disabled?: boolean;
}

/** One seat class (legend REGULAR, BALCONY or VIP): its seat count and its price in rupees. */
export function SeatClassFieldset({
  name,
  classKey,
  values,
  errors,
  onChange,
  disabled,
}: SeatClassFieldsetProps) {
  const seat = `${classKey}.seat` as const;
  const price = `${classKey}.price` as const;
  // Whole positive numbers only: other keystrokes are dropped (the hook keeps digits, no leading zero).
  const numeric = { inputMode: 'numeric', autoComplete: 'off', disabled } as const;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold tracking-wider text-slate-900">{name}</legend>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <TextField
          {...numeric}
          label="Seats"
          name={seat}
          value={values[seat]}
          error={errors[seat]}
          onChange={(event) => onChange(seat, event.target.value)}
        />
        <TextField
          {...numeric}
          label="Price (Rs)"
          name={price}
          prefix="₹"
          value={values[price]}
          error={errors[price]}
          onChange={(event) => onChange(price, event.target.value)}
        />
      </div>
    </fieldset>
  );
}
