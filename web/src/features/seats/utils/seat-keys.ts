import { LIMITS } from '@cinema/contracts/browser';

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * Where focus goes in the seat grid on a key press, as a seat index over all sections (sizes
 * lists the seat count of each section, in order), or null for a key the grid does not handle.
 * Left and Right run through the seats in order, across rows and sections; Up and Down move a row
 * keeping the column, into the neighbouring section at its edge (a shorter row: its last seat);
 * Home and End go to the ends of the row, with Ctrl (or Cmd) to the first and last seat.
 */
export function nextSeatIndex(
  sizes: readonly number[],
  current: number,
  { key, ctrlKey = false, metaKey = false }: KeyPress,
  columns: number = LIMITS.seatGridColumns,
): number | null {
  const total = sizes.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const at = locate(sizes, current);
  const rowStart = at.start + Math.floor(at.offset / columns) * columns;
  const rowEnd = Math.min(rowStart + columns, at.start + at.size) - 1;
  const column = at.offset % columns;
  switch (key) {
    case 'ArrowRight':
      return Math.min(current + 1, total - 1);
    case 'ArrowLeft':
      return Math.max(current - 1, 0);
    case 'Home':
      return ctrlKey || metaKey ? 0 : rowStart;
    case 'End':
      return ctrlKey || metaKey ? total - 1 : rowEnd;
    case 'ArrowDown': {
      if (rowEnd < at.start + at.size - 1) return Math.min(current + columns, at.start + at.size - 1);
      const next = at.section + 1 < sizes.length ? sectionStart(sizes, at.section + 1) : null;
      return next === null ? current : next + Math.min(column, sizes[at.section + 1]! - 1);
    }
    case 'ArrowUp': {
      if (rowStart > at.start) return current - columns;
      if (at.section === 0) return current;
      const size = sizes[at.section - 1]!;
      const lastRowStart = sectionStart(sizes, at.section - 1) + Math.floor((size - 1) / columns) * columns;
      return Math.min(lastRowStart + column, sectionStart(sizes, at.section) - 1);
    }
    default:
      return null;
  }
}

const sectionStart = (sizes: readonly number[], section: number) =>
  sizes.slice(0, section).reduce((sum, n) => sum + n, 0);

function locate(sizes: readonly number[], index: number) {
  let start = 0;
  for (let section = 0; section < sizes.length; section++) {
    const size = sizes[section]!;
    if (index < start + size) return { section, start, size, offset: index - start };
    start += size;
  }
  const last = sizes.length - 1;
  return { section: last, start: start - sizes[last]!, size: sizes[last]!, offset: sizes[last]! - 1 };
}
