import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';

interface ScrollRowProps {
  /** Names the list for screen readers. */
  label: string;
  /** The items: <li> elements, each with its width below md (e.g. `w-36 shrink-0 snap-start md:w-auto`). */
  children: ReactNode;
  /** The grid's columns from md up, e.g. `md:grid-cols-4 lg:grid-cols-7`. */
  columns: string;
  /**
   * A row of pictures only (nothing to tab to) takes keyboard focus itself, so arrow keys can
   * scroll it when it overflows.
   */
  focusable?: boolean;
  className?: string;
}

/**
 * A row that swipes sideways on phones (scroll-snap, no library, no script) and lays out as a grid
 * from md up, where every item fits without scrolling.
 */
export function ScrollRow({ label, children, columns, focusable = false, className }: ScrollRowProps) {
  return (
    <ul
      aria-label={label}
      tabIndex={focusable ? 0 : undefined}
      className={cx(
        '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-3 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-brand-500 sm:gap-4 md:mx-0 md:grid md:overflow-visible md:px-0 md:pb-0 [&::-webkit-scrollbar]:hidden',
        columns,
        className,
      )}
    >
      {children}
    </ul>
  );
}
