/** A form-level error (for example the server's answer), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div
      role="alert"
      className={
        message
          ? 'rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800'
          : undefined
      }
    >
      {message}
    </div>
  );
}
