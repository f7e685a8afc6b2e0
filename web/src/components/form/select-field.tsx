import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';
import { FieldError } from './field-error';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
}

/** A labelled native select (native keeps keyboard and screen-reader behaviour for free). */
export function SelectField({ label, id, children, error, hint, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const ids = { hint: `${selectId}-hint`, error: `${selectId}-error` };
  const describedBy = cx(hint ? ids.hint : null, error && ids.error) || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'h-11 w-full cursor-pointer rounded-lg border bg-white px-3 text-base text-slate-900 outline-none focus:ring-4 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
          error
            ? 'border-brand-600 focus:ring-brand-600/20'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/15',
        )}
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={ids.hint} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  );
}
