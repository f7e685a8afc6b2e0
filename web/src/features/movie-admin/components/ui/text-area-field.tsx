import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '@/components/form/field-error';
import { cx } from '@/lib/class-names';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled textarea with its hint and error tied to it (TextField's look, several lines tall). */
export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const ids = { hint: `${fieldId}-hint`, error: `${fieldId}-error` };
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(hint ? ids.hint : null, error && ids.error) || undefined}
        className={cx(
          'block min-h-32 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 outline-none placeholder:text-slate-400 focus:ring-4',
          error
            ? 'border-brand-600 focus:ring-brand-600/20'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/15',
        )}
        {...textarea}
      />
      {hint && (
        <p id={ids.hint} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  );
}
