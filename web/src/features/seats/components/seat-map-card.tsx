import { SeatGrid, type SeatGridProps } from './seat-grid';
import { SeatLegend } from './seat-legend';

/** The seat map's card: the legend, how to use it from the keyboard, the grid, and the screen's side. */
export function SeatMapCard(props: SeatGridProps) {
  return (
    <div className="animate-fade-in bg-white px-3 py-5 shadow-sm ring-1 ring-slate-200 sm:rounded-2xl sm:px-6">
      <SeatLegend />
      <p className="sr-only sm:not-sr-only sm:mt-3 sm:block sm:text-center sm:text-xs sm:text-slate-600">
        Arrow keys move between seats; Space or Enter chooses one.
      </p>
      <div className="mt-5">
        <SeatGrid {...props} />
      </div>
      <ScreenMark />
    </div>
  );
}

/** Where the screen is: every seat faces this way. */
function ScreenMark() {
  return (
    <div aria-hidden="true" className="mx-auto mt-8 max-w-xs text-center">
      <div className="h-2 rounded-[50%] border-t-4 border-slate-400" />
      <p className="mt-1 text-[11px] font-semibold tracking-[0.2em] text-slate-500">SCREEN THIS WAY</p>
    </div>
  );
}
