import { LookMark, LOOK_LABELS, lookClass, lookStyle, type SeatLook } from './seat-states';

const SHOWN: SeatLook[] = ['available', 'selected', 'booked', 'reserved'];

/** The spec's legend (Available, Selected, Booked), and Reserved: seats someone is paying for. */
export function SeatLegend() {
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-slate-700"
    >
      {SHOWN.map((look) => (
        <li key={look} className="flex items-center gap-2">
          <span aria-hidden="true" className={`${lookClass(look)} size-6`} style={lookStyle(look)}>
            <LookMark look={look} className="size-3.5" />
          </span>
          {LOOK_LABELS[look]}
        </li>
      ))}
    </ul>
  );
}
