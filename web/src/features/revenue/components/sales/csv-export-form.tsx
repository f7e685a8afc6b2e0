import { useState, type FormEvent } from 'react';
import { addDays } from '@cinema/contracts/browser';
import { downloadBookingsCsv } from '../../api/download-bookings-csv';
import { cardClass, sectionTitleClass } from '../ui/styles';

const inputClass = 'min-h-11 rounded-lg border border-slate-300 px-3 text-base font-normal text-slate-900';

/** The bookings made between two Indian dates, as a CSV file a spreadsheet opens (UTF-8, DD/MM/YYYY). */
export function CsvExportForm({ cinemaId, defaultDate }: { cinemaId: string; defaultDate: string }) {
  const [from, setFrom] = useState(addDays(defaultDate, -6));
  const [to, setTo] = useState(defaultDate);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (from > to) return setError('The start date must be on or before the end date');
    setError('');
    setBusy(true);
    await downloadBookingsCsv({ cinemaId, from, to }).finally(() => setBusy(false));
  };
  return (
    <form onSubmit={(e) => void submit(e)} className={`${cardClass} space-y-3 print:hidden`}>
      <h2 className={sectionTitleClass}>Export bookings</h2>
      <p className="text-sm text-slate-600">
        Bookings made in these days, one row each, with buyer, seats and amount (CSV for Excel or Sheets).
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          From
          <input
            type="date"
            required
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          To
          <input
            type="date"
            required
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className={inputClass}
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? 'Preparing…' : 'Download CSV'}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
