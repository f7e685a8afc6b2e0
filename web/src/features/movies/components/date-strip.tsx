import { cx } from '@/lib/class-names';
import { dayParts } from '../utils/dates';

interface DateStripProps {
  days: readonly string[];
  selected: string;
  onSelect: (date: string) => void;
}

/** The spec's 7-day strip: one toggle button per day ("Mon 24 Nov"), the chosen one pressed. */
export function DateStrip({ days, selected, onSelect }: DateStripProps) {
  return (
    <div role="group" aria-label="Show dates" className="grid grid-cols-7 gap-1 sm:flex sm:gap-2">
      {days.map((date) => {
        const { weekday, day, month } = dayParts(date);
        const pressed = date === selected;
        return (
          <button
            key={date}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(date)}
            className={cx(
              'flex min-h-16 flex-col items-center justify-center rounded-xl py-1.5 leading-tight transition-colors sm:w-16',
              pressed
                ? 'bg-brand-600 text-white shadow-sm'
                : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700',
            )}
          >
            <span className="text-[11px] font-medium uppercase">{weekday}</span>{' '}
            <span className="text-lg font-bold">{day}</span>{' '}
            <span className="text-[11px] font-medium uppercase">{month}</span>
          </button>
        );
      })}
    </div>
  );
}
