import { useState, type FormEvent } from 'react';
import type { CounterPaymentMethod } from '@cinema/contracts';
import { TextField } from '@/components/form/text-field';
import type { CounterSale } from '../api/sell-seats';

interface SaleFormProps {
  seatIds: string[];
  /** What the chosen seats cost by the map's prices (the server charges its own). */
  totalPaise: number;
  pending: boolean;
  onSell: (sale: CounterSale) => void;
}

/**
 * How the walk-in buyer pays (cash or the cinema's UPI), their name, phone and email if they give
 * them (the email gets the mail should the cinema cancel the show).
 */
export function SaleForm({ seatIds, totalPaise, pending, onSell }: SaleFormProps) {
  const [method, setMethod] = useState<CounterPaymentMethod>('cash');
  const [buyerName, setBuyerName] = useState('');
  const [buyerPhone, setBuyerPhone] = useState('');
  const [buyerEmail, setBuyerEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (seatIds.length > 0) onSell({ seatIds, method, buyerName, buyerPhone, buyerEmail });
  };
  return (
    <form onSubmit={submit} aria-label="Sale" className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Paid at the counter by</legend>
        <div className="mt-2 flex gap-3">
          {(['cash', 'upi'] as const).map((m) => (
            <label
              key={m}
              className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 font-semibold ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-600"
            >
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="size-5 shrink-0 accent-brand-600"
              />
              {m === 'cash' ? 'Cash' : 'UPI'}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Buyer's name (optional)"
        value={buyerName}
        onChange={(e) => setBuyerName(e.target.value)}
        maxLength={80}
      />
      <TextField
        label="Buyer's phone (optional)"
        value={buyerPhone}
        onChange={(e) => setBuyerPhone(e.target.value)}
        inputMode="numeric"
        maxLength={10}
        pattern="\d{10}"
        prefix="+91"
      />
      <TextField
        label="Buyer's email (optional, for a cancellation notice)"
        type="email"
        value={buyerEmail}
        onChange={(e) => setBuyerEmail(e.target.value)}
        maxLength={254}
        autoComplete="off"
      />
      <button
        type="submit"
        disabled={pending || seatIds.length === 0}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-600 px-5 text-lg font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {seatIds.length === 0
          ? 'Choose seats on the map'
          : `Sell ${seatIds.length} seat${seatIds.length > 1 ? 's' : ''} · Rs. ${(totalPaise / 100).toLocaleString('en-IN')}`}
      </button>
    </form>
  );
}
