import { useId } from 'react';
import { FieldError } from '@/components/form/field-error';

interface ChoiceGroupProps {
  legend: string;
  /** The form field (also what a failed check focuses). */
  name: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  hint?: string;
  error?: string | undefined;
}

/** A multi-select as a fieldset of checkbox chips (native checkboxes: keyboard and screen readers as usual). */
export function ChoiceGroup({ legend, name, options, value, onChange, hint, error }: ChoiceGroupProps) {
  const id = useId();
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
  const toggle = (option: string, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : value.includes(o))));

  return (
    <fieldset data-field={name} aria-describedby={describedBy} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={ids.hint} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-700 transition-colors select-none hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-medium has-checked:text-brand-800"
          >
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={value.includes(option)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(option, event.target.checked)}
              className="size-4 shrink-0 cursor-pointer accent-brand-600"
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <div className="mt-1.5">
          <FieldError id={ids.error}>{error}</FieldError>
        </div>
      )}
    </fieldset>
  );
}
