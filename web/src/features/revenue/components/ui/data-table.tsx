import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, figures of one width, never wrapped. */
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

/*
 * On a phone each row is a compact card: its name and its amount (the column after the name, when
 * it is numeric) on the first line, the other cells after them, wrapping, each under its own small
 * label; the header row stays for screen readers only. From `sm` up, a table as usual.
 */
const cell = 'align-middle sm:px-5';
const row = 'max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4';
// A line break between the first line and the rest: an empty flex item a whole line wide.
const lineBreak = "max-sm:after:basis-full max-sm:after:content-['']";
const numericCell = 'text-right whitespace-nowrap tabular-nums';
const restCell = 'max-sm:order-1 max-sm:text-sm max-sm:break-words';

/**
 * A table in a card, which on wider screens scrolls sideways on its own when it must (the page
 * never does); the scroll region takes focus so a keyboard can scroll it too.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, footer, empty }: DataTableProps<Row>) {
  // The cells on a card's first line: the name, and the amount beside it.
  const lead = columns[1]?.numeric ? 2 : 1;
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      // relative: the sr-only texts in cells (absolute) stay inside the scroll region rather than widening the page.
      className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="w-full border-collapse text-left max-sm:block sm:min-w-[34rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase max-sm:sr-only">
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
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {rows.length === 0 ? (
            <tr className={row}>
              <td
                colSpan={columns.length}
                className={cx(cell, 'py-8 text-center text-slate-600 max-sm:flex-1')}
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((data) => (
              <tr key={rowKey(data)} className={cx(row, lineBreak, 'max-sm:py-3 hover:bg-slate-50')}>
                {columns.map((column, i) => (
                  <BodyCell key={i} column={column} data={data} rest={i >= lead} />
                ))}
              </tr>
            ))
          )}
        </tbody>
        {footer && rows.length > 0 && (
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900 max-sm:block">
            <tr className={cx(row, 'max-sm:py-3')}>
              {footer.map((content, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cx(cell, 'max-sm:flex-1 sm:py-3')}>
                    {content}
                  </th>
                ) : (
                  <td
                    key={i}
                    className={cx(cell, 'max-sm:empty:hidden sm:py-3', columns[i]?.numeric && numericCell)}
                  >
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

/** A cell of a row: the row's name, its amount, or one of the rest (on a phone's card, with its label). */
function BodyCell<Row>({ column, data, rest }: { column: Column<Row>; data: Row; rest: boolean }) {
  if (column.rowHeader)
    return (
      <th
        scope="row"
        className={cx(
          cell,
          'min-w-0 font-semibold break-words text-slate-900 max-sm:flex-1 sm:min-w-52 sm:py-2',
        )}
      >
        {column.cell(data)}
      </th>
    );
  const named = typeof column.header === 'string';
  return (
    <td
      className={cx(
        cell,
        'text-slate-700 sm:py-2',
        column.numeric && numericCell,
        !rest ? 'max-sm:font-semibold max-sm:text-slate-900' : restCell,
        // A column without a visible name holds a link: at the card's right, its 44 px target
        // reaching into the card's padding rather than making a line that tall.
        rest && !named && 'max-sm:-my-3 max-sm:ml-auto',
      )}
    >
      {rest && named && (
        <span aria-hidden="true" className="mr-1.5 text-xs text-slate-500 sm:hidden">
          {column.header}
        </span>
      )}
      {column.cell(data)}
    </td>
  );
}
