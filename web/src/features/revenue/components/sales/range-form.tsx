import { RANGE_FORM_HEIGHT } from './range-height';
import { useState, type FormEvent } from 'react';
import type { DateRange } from '../../api/types';
import { formatDay } from '../../utils/format';

const inputClass = 'min-h-11 rounded-lg border border-slate-300 px-3 text-base font-normal text-slate-900';

export const rangeText = ({ from, to }: DateRange) =>
  from && to
    ? `${formatDay(from)} to ${formatDay(to)}`
    : from
      ? `from ${formatDay(from)}`
      : to
        ? `up to ${formatDay(to)}`
        : 'since the beginning';

/** From and To dates for a revenue page; empty means since the beginning (the spec's figures). */
export function RangeForm({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) return setError('The start date must be on or before the end date');
    setError('');
    onChange({ from: from || undefined, to: to || undefined });
  };
  const clear = () => {
    setFrom('');
    setTo('');
    setError('');
    onChange({});
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Sales between dates"
      className={`${RANGE_FORM_HEIGHT} flex flex-wrap content-start items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200`}
    >
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
        From
        <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={inputClass} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
        To
        <input type="date" value={to} onChange={(e) => setTo(e.target.value)} className={inputClass} />
      </label>
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
      >
        Show
      </button>
      {(range.from || range.to) && (
        <button
          type="button"
          onClick={clear}
          className="min-h-11 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          All time
        </button>
      )}
      <p role="status" className="basis-full text-sm text-slate-600">
        {error ? (
          <span className="font-semibold text-red-700">{error}</span>
        ) : (
          <>Bookings made {rangeText(range)} (Indian dates).</>
        )}
      </p>
    </form>
  );
}
