import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, figures of one width. */
  numeric?: boolean;
  /** The column that names the row (read out with each cell by screen readers). */
  rowHeader?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table (and its scroll region) for screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A totals row, one cell per column. */
  footer?: readonly ReactNode[];
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
}

const cell = 'px-4 py-2 align-middle sm:px-5';
const numericCell = 'text-right whitespace-nowrap tabular-nums';

/**
 * A table in a card that scrolls sideways on its own on a narrow phone (the page never does); the
 * scroll region takes focus so a keyboard can scroll it too.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, footer, empty }: DataTableProps<Row>) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      // relative: the sr-only texts in cells (absolute) stay inside the scroll region rather than widening the page.
      className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[34rem] border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={cx(cell, 'py-3 whitespace-nowrap', column.numeric && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={cx(cell, 'py-8 text-center text-slate-600')}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((column, i) =>
                  column.rowHeader ? (
                    <th key={i} scope="row" className={cx(cell, 'min-w-52 font-semibold text-slate-900')}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={i} className={cx(cell, 'text-slate-700', column.numeric && numericCell)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
        {footer && rows.length > 0 && (
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
            <tr>
              {footer.map((content, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cx(cell, 'py-3')}>
                    {content}
                  </th>
                ) : (
                  <td key={i} className={cx(cell, 'py-3', columns[i]?.numeric && numericCell)}>
                    {content}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
