import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/text-field';
import { useAdmitTicket } from '../api/admit-ticket';

/** At the door: the ticket's QR code (scanned into the field, or typed) is admitted once. */
export default function DoorCheck() {
  const admit = useAdmitTicket();
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) admit.mutate(token.trim(), { onSuccess: () => setToken('') });
  };
  const admitted = admit.data;
  return (
    <form onSubmit={submit} aria-label="Admit a ticket" className="space-y-3">
      <TextField
        label="Ticket code"
        value={token}
        onChange={(e) => setToken(e.target.value)}
        autoComplete="off"
      />
      <button
        type="submit"
        disabled={admit.isPending || !token.trim()}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        Admit ticket
      </button>
      {admitted && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200">
          Admitted {admitted.bookingId.slice(2, 10).toUpperCase()}: {admitted.movieName}, {admitted.date},{' '}
          {admitted.screenName}, seats {admitted.seats.join(', ')}
        </p>
      )}
    </form>
  );
}
