import type { SeatClass } from '@cinema/contracts/browser';
import { TextField } from '@/components/form/text-field';
import type { ScreenField } from '../hooks/use-update-screen-form';
import { formatCount, type SeatClassKey } from '../utils/seat-classes';

interface SeatClassFieldsetProps {
  name: SeatClass;
  classKey: SeatClassKey;
  values: Record<ScreenField, string>;
  errors: Partial<Record<ScreenField, string>>;
  /** What a field's number was read from, when it was typed or pasted another way ("₹1,500"). */
  readFrom?: Partial<Record<ScreenField, string>>;
  onChange: (field: ScreenField, raw: string) => void;
  disabled?: boolean;
}

/** One seat class (legend REGULAR, BALCONY or VIP): its seat count and its price in rupees. */
export function SeatClassFieldset({
  name,
  classKey,
  values,
  errors,
  readFrom = {},
  onChange,
  disabled,
}: SeatClassFieldsetProps) {
  const seat = `${classKey}.seat` as const;
  const price = `${classKey}.price` as const;
  // Whole positive numbers only: the hook reads "1,500" or "₹1,500" as 1500 and says so under the
  // field; text that is no whole number ("199.50") stays as typed, with the rule's message.
  const readAs = (field: ScreenField, unit: string) =>
    readFrom[field] && values[field] && !errors[field]
      ? `Read "${readFrom[field]}" as ${unit}${formatCount(Number(values[field]))}`
      : undefined;
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
          hint={readAs(seat, '')}
          onChange={(event) => onChange(seat, event.target.value)}
        />
        <TextField
          {...numeric}
          label="Price (Rs)"
          name={price}
          prefix="Rs"
          value={values[price]}
          error={errors[price]}
          hint={readAs(price, 'Rs ')}
          onChange={(event) => onChange(price, event.target.value)}
        />
      </div>
    </fieldset>
  );
}
