import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Seat } from '@cinema/contracts';
import { rupees } from '../utils/format';
import { nextSeatIndex } from '../utils/seat-keys';
import type { PlacedSeat, SeatSection } from '../utils/seat-sections';
import { isTakenLook, LookMark, LOOK_LABELS, lookClass, lookStyle, type SeatLook } from './seat-states';

export interface SeatGridProps {
  sections: readonly SeatSection[];
  lookOf: (seatId: string) => SeatLook;
  onToggle: (seat: Seat) => void;
}

/**
 * What a screen reader says for a seat: the code the map draws and every ticket prints (row letter
 * and place, "D2"), row, class, price and state.
 */
export const seatName = ({ seat: { seatId }, row, code }: PlacedSeat, look: SeatLook) =>
  `Seat ${code}, row ${row}, ${seatId.seatType}, Rs.${rupees(seatId.seatPrice)}, ${LOOK_LABELS[look]}`;

/**
 * The seat map: one grid per section under its heading and price, 5 seats a row, and one tab stop
 * for all of them (roving tabindex). Arrow keys move across seats and on into the next section,
 * Home/End along the row; Space or Enter toggles the seat (a toggle button, pressed when chosen).
 */
export function SeatGrid({ sections, lookOf, onToggle }: SeatGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const sizes = sections.map((s) => s.rows.reduce((n, row) => n + row.length, 0));
  const all = sections.flatMap((s) => s.rows.flat());
  const firstFree = all.find((p) => !isTakenLook(lookOf(p.seat._id)))?.index ?? 0;
  const [active, setActive] = useState<number | null>(null);
  const current = Math.min(active ?? firstFree, Math.max(all.length - 1, 0));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextSeatIndex(sizes, current, event);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    container.current?.querySelector<HTMLElement>(`[data-seat-index="${next}"]`)?.focus();
  };

  return (
    <div ref={container} onKeyDown={onKeyDown} className="space-y-6">
      {sections.map((section) => (
        <SectionGrid
          key={section.seatType}
          section={section}
          current={current}
          lookOf={lookOf}
          onPick={(placed) => {
            setActive(placed.index);
            onToggle(placed.seat);
          }}
        />
      ))}
    </div>
  );
}

interface SectionGridProps {
  section: SeatSection;
  current: number;
  lookOf: (seatId: string) => SeatLook;
  onPick: (placed: PlacedSeat) => void;
}

function SectionGrid({ section, current, lookOf, onPick }: SectionGridProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2
        id={titleId}
        className="mb-3 flex items-baseline justify-between gap-2 border-b border-slate-200 pb-1.5"
      >
        <span className="text-xs font-bold tracking-wider text-slate-600">{section.title}</span>
        <span className="text-sm font-semibold text-slate-900">Rs.{rupees(section.price)}</span>
      </h2>
      <div role="grid" aria-labelledby={titleId} className="mx-auto w-fit space-y-2">
        {section.rows.map((row) => (
          <div role="row" key={row[0]!.row} className="flex items-center gap-2 sm:gap-2.5">
            <span aria-hidden="true" className="w-6 text-center text-xs font-semibold text-slate-500">
              {row[0]!.row}
            </span>
            {row.map((placed) => {
              const look = lookOf(placed.seat._id);
              const taken = isTakenLook(look);
              return (
                <div role="gridcell" key={placed.seat._id}>
                  <button
                    type="button"
                    data-seat-index={placed.index}
                    data-seat-number={placed.seat.seatId.seatNumber}
                    tabIndex={placed.index === current ? 0 : -1}
                    aria-label={seatName(placed, look)}
                    aria-pressed={look === 'selected' || look === 'yours'}
                    aria-disabled={taken || undefined}
                    onClick={() => onPick(placed)}
                    className={`${lookClass(look)} size-11 text-xs sm:size-12`}
                    style={lookStyle(look)}
                  >
                    {/* The place in the row on every seat (with the row's letter, the ticket's code); the corner mark tells the state. */}
                    {placed.place}
                    {look !== 'available' && (
                      <LookMark look={look} className="absolute top-0.5 right-0.5 size-3" />
                    )}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
