import { LIMITS } from '@cinema/contracts/browser';
import { TextField, type TextFieldProps } from '@/components/form/text-field';

interface OtpInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'onPaste'> {
  value: string;
  onChange: (code: string) => void;
}

const toCode = (text: string) => text.replace(/\D/g, '').slice(0, LIMITS.otpLength);

/**
 * One field for the whole code: the OS can autofill it (one-time-code), a pasted
 * "123 456" or "Your code: 123456" becomes 123456, and anything but digits is ignored.
 */
export function OtpInput({ value, onChange, ...props }: OtpInputProps) {
  return (
    <TextField
      {...props}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${LIMITS.otpLength}}`}
      spellCheck={false}
      inputClassName="text-center font-mono text-2xl tracking-[0.5em] tabular-nums"
      onChange={(event) => onChange(toCode(event.target.value))}
      onPaste={(event) => {
        event.preventDefault();
        onChange(toCode(event.clipboardData.getData('text')));
      }}
    />
  );
}
