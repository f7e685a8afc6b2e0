import type { AdminRevenue, CinemaRevenue, RevenueDay } from '../api/types';
import { formatIndianDate, formatPaise } from '../utils/format';
import { byRevenue, sum } from '../utils/rank';
import { RevenueChart } from './revenue-chart';
import { DataTable, type Column } from './ui/data-table';
import { StatList } from './ui/stat-list';
import { cardClass } from './ui/styles';

interface AdminRevenueViewProps {
  revenue: AdminRevenue;
  series: readonly RevenueDay[];
  /** The admin's own page: their cinemas' cities and bookings too, and no contact card about themselves. */
  own?: boolean;
}

const cinemaColumn: Column<CinemaRevenue> = { header: 'Cinema', cell: (c) => c.cinemaName, rowHeader: true };
const revenueColumn: Column<CinemaRevenue> = {
  header: 'Revenue',
  cell: (c) => formatPaise(c.totalRevenuePaise),
  numeric: true,
};
// The date the cinema was really added, in India.
const createdColumn: Column<CinemaRevenue> = {
  header: 'Created At',
  cell: (c) => <time dateTime={c.createdAt}>{formatIndianDate(c.createdAt)}</time>,
  numeric: true,
};

/** One admin: who they are (for a SuperAdmin), their totals, the chart and their cinemas. */
export function AdminRevenueView({ revenue, series, own = false }: AdminRevenueViewProps) {
  const rows = byRevenue(
    revenue.cinemas,
    (c) => c.totalRevenuePaise,
    (c) => c.cinemaName,
  );
  const columns = own
    ? [
        cinemaColumn,
        // Revenue right after the name, as in every revenue table: on a phone it sits beside it.
        revenueColumn,
        { header: 'City', cell: (c: CinemaRevenue) => c.cityName },
        { header: 'Bookings', cell: (c: CinemaRevenue) => c.bookings, numeric: true },
        createdColumn,
      ]
    : [cinemaColumn, revenueColumn, createdColumn];
  return (
    <>
      {!own && <AdminCard revenue={revenue} />}
      <StatList
        stats={[
          { label: 'Total revenue', value: formatPaise(revenue.totalRevenuePaise), lead: true },
          { label: 'Total cinemas', value: revenue.totalCinemas },
          { label: 'Bookings', value: sum(revenue.cinemas, (c) => c.bookings) },
        ]}
      />
      <RevenueChart series={series} />
      <DataTable
        caption={own ? 'Revenue per cinema' : `Revenue per cinema of ${revenue.admin.userName}`}
        columns={columns}
        rows={rows}
        rowKey={(cinema) => cinema.cinemaId}
        empty={own ? 'You have not added a cinema yet.' : 'No cinemas yet.'}
      />
    </>
  );
}

function AdminCard({ revenue: { admin } }: { revenue: AdminRevenue }) {
  const facts = [
    ['Name', admin.userName],
    ['Email', <a href={`mailto:${admin.email}`}>{admin.email}</a>],
    ['Contact No', <a href={`tel:${admin.contactNumber}`}>{admin.contactNumber}</a>],
  ] as const;
  return (
    <dl className={`${cardClass} grid gap-4 sm:grid-cols-3`}>
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-1 font-semibold break-words text-slate-900 [&_a]:text-brand-700 [&_a]:underline-offset-4 [&_a:hover]:underline">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
