import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A checkbox with a 44 px tall label area and an optional hint (for example why it is disabled). */
export function CheckboxField({ label, hint, id, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-describedby={hint ? hintId : undefined}
          className="size-5 shrink-0 cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
          {...input}
        />
        <label
          htmlFor={inputId}
          className={cx('text-sm text-slate-700', input.disabled ? 'text-slate-500' : 'cursor-pointer')}
        >
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-8 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
