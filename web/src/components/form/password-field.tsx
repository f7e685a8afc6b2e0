import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide button whose accessible name says what it will do. */
export function PasswordField({ label, ...props }: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const action = `${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-label={action}
          title={action}
          onClick={() => setVisible((shown) => !shown)}
          className="flex w-11 shrink-0 items-center justify-center text-slate-500 outline-none hover:text-slate-800 focus-visible:bg-brand-50 focus-visible:text-brand-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            className="size-5"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="m3 3 18 18" />}
          </svg>
        </button>
      }
    />
  );
}
