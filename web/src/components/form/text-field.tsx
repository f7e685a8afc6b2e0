import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '@/lib/class-names';
import { FieldError } from './field-error';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Fixed text shown before the value (and read as part of the field's description). */
  prefix?: string;
  /** A control inside the field's frame, after the value (for example a show/hide button). */
  trailing?: ReactNode;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it through aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { label, error, hint, prefix, trailing, id, className, inputClassName, ...input } = props;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const ids = { prefix: `${inputId}-prefix`, hint: `${inputId}-hint`, error: `${inputId}-error` };
  const describedBy = cx(prefix && ids.prefix, hint ? ids.hint : null, error && ids.error) || undefined;

  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={cx(
          'flex h-11 items-stretch overflow-hidden rounded-lg border bg-white transition-shadow focus-within:ring-4',
          error
            ? 'border-brand-600 focus-within:ring-brand-600/20'
            : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-500/15',
          input.disabled && 'border-slate-200 bg-slate-50',
        )}
      >
        {prefix && (
          <span
            id={ids.prefix}
            className="flex items-center border-r border-slate-200 bg-slate-50 px-3 text-base font-medium text-slate-600"
          >
            {prefix}
          </span>
        )}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            'min-w-0 flex-1 bg-transparent px-3 text-base text-slate-900 outline-none placeholder:text-slate-400 disabled:cursor-not-allowed disabled:text-slate-700',
            inputClassName,
          )}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={ids.hint} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  );
}
