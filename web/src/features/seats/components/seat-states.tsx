import type { CSSProperties } from 'react';
import { cx } from '@/lib/class-names';

/** How a seat shows to this viewer: the server's status, plus their own choice and hold. */
export type SeatLook = 'available' | 'selected' | 'yours' | 'reserved' | 'booked';

export const LOOK_LABELS: Record<SeatLook, string> = {
  available: 'Available',
  selected: 'Selected',
  yours: 'Held for you',
  reserved: 'Reserved',
  booked: 'Booked',
};

export const isTakenLook = (look: SeatLook) => look === 'reserved' || look === 'booked';

// Colours as the spec gives them (available green outline, selected purple, reserved grey,
// booked red); each state also has its own mark, so none depends on colour alone.
const LOOK_CLASSES: Record<SeatLook, string> = {
  available: 'border-emerald-600 bg-white text-emerald-800 hover:bg-emerald-50',
  selected: 'border-violet-700 bg-violet-700 text-white',
  yours: 'border-violet-700 bg-violet-700 text-white',
  reserved: 'cursor-not-allowed border-slate-500 bg-slate-200 text-slate-700',
  booked: 'cursor-not-allowed border-red-700 bg-red-600 text-white',
};

// Diagonal hatching: reserved seats read as "on hold" in greyscale too.
const HATCH: CSSProperties = {
  backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 4px, rgb(100 116 139 / 0.35) 4px 6px)',
};

export const lookClass = (look: SeatLook) =>
  cx(
    'relative inline-flex items-center justify-center rounded-t-lg rounded-b-sm border-2 font-semibold',
    LOOK_CLASSES[look],
  );
export const lookStyle = (look: SeatLook) => (look === 'reserved' ? HATCH : undefined);

const mark = {
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

/** The mark beside (or instead of) the seat number: a tick, a clock, a cross. */
export function LookMark({ look, className }: { look: SeatLook; className?: string }) {
  if (look === 'selected' || look === 'yours')
    return (
      <svg {...mark} strokeWidth={2.5} className={className}>
        <path d="m3.5 8.5 3 3 6-7" />
      </svg>
    );
  if (look === 'reserved')
    return (
      <svg {...mark} strokeWidth={2} className={className}>
        <circle cx="8" cy="8" r="5.5" />
        <path d="M8 5v3.2l2 1.3" />
      </svg>
    );
  if (look === 'booked')
    return (
      <svg {...mark} strokeWidth={2.5} className={className}>
        <path d="m4 4 8 8M12 4l-8 8" />
      </svg>
    );
  return null;
}
