import { Link } from 'react-router-dom';
import type { CinemaRevenue, CityRevenue, RevenueDay } from '../api/types';
import { formatPaise } from '../utils/format';
import { byRevenue, sum } from '../utils/rank';
import { RevenueChart } from './revenue-chart';
import { DataTable, type Column } from './ui/data-table';
import { StatList } from './ui/stat-list';
import { rowLinkClass } from './ui/styles';

interface CityRevenueViewProps {
  city: CityRevenue;
  series: readonly RevenueDay[];
  /** The SuperAdmin's view names each cinema's admin and links to them; an Admin's shows bookings. */
  adminHref?: (adminId: string) => string;
}

/** One city: revenue, total cinemas, the chart and its cinemas' table. */
export function CityRevenueView({ city, series, adminHref }: CityRevenueViewProps) {
  const rows = byRevenue(
    city.cinemas,
    (c) => c.totalRevenuePaise,
    (c) => c.cinemaName,
  );
  const first: Column<CinemaRevenue>[] = [
    { header: 'Cinema', cell: (cinema) => cinema.cinemaName, rowHeader: true },
    { header: 'Revenue', cell: (cinema) => formatPaise(cinema.totalRevenuePaise), numeric: true },
  ];
  const columns: Column<CinemaRevenue>[] = adminHref
    ? [
        ...first,
        { header: 'Admin Name', cell: (cinema) => cinema.adminDetails.userName },
        {
          header: <span className="sr-only">Details</span>,
          cell: (cinema) => (
            <Link to={adminHref(cinema.adminDetails._id)} className={rowLinkClass}>
              Admin Details<span className="sr-only"> of {cinema.adminDetails.userName}</span>
            </Link>
          ),
        },
      ]
    : [...first, { header: 'Bookings', cell: (cinema) => cinema.bookings, numeric: true }];
  return (
    <>
      <StatList
        stats={[
          { label: 'Revenue', value: formatPaise(city.cityRevenuePaise), lead: true },
          { label: 'Total cinemas', value: city.totalCinemas },
          { label: 'Bookings', value: sum(city.cinemas, (c) => c.bookings) },
        ]}
      />
      <RevenueChart series={series} />
      <DataTable
        caption={`Revenue per cinema in ${city.cityName}`}
        columns={columns}
        rows={rows}
        rowKey={(cinema) => cinema.cinemaId}
        empty={`No cinemas in ${city.cityName} yet.`}
      />
    </>
  );
}
