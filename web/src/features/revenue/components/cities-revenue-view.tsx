import { Link } from 'react-router-dom';
import type { CityRevenue, RevenueDay } from '../api/types';
import { formatPaise } from '../utils/format';
import { byRevenue, sum } from '../utils/rank';
import { RevenueChart } from './revenue-chart';
import { DataTable, type Column } from './ui/data-table';
import { StatList } from './ui/stat-list';
import { rowLinkClass } from './ui/styles';

interface CitiesRevenueViewProps {
  cities: readonly CityRevenue[];
  series: readonly RevenueDay[];
  /** Where a city's 'City Details' link leads (the SuperAdmin's or the Admin's city page). */
  cityHref: (cityId: string) => string;
}

/** Revenue per city: totals, the chart, and the spec's table (City, Revenue, 'City Details'). */
export function CitiesRevenueView({ cities, series, cityHref }: CitiesRevenueViewProps) {
  const rows = byRevenue(
    cities,
    (c) => c.cityRevenuePaise,
    (c) => c.cityName,
  );
  const totalPaise = sum(cities, (c) => c.cityRevenuePaise);
  const columns: Column<CityRevenue>[] = [
    { header: 'City', cell: (city) => city.cityName, rowHeader: true },
    { header: 'Revenue', cell: (city) => formatPaise(city.cityRevenuePaise), numeric: true },
    {
      header: <span className="sr-only">Details</span>,
      cell: (city) => (
        <Link to={cityHref(city.cityId)} className={rowLinkClass}>
          City Details<span className="sr-only"> of {city.cityName}</span>
        </Link>
      ),
    },
  ];
  return (
    <>
      <StatList
        stats={[
          { label: 'Total revenue', value: formatPaise(totalPaise), lead: true },
          { label: 'Cities', value: cities.length },
          { label: 'Cinemas', value: sum(cities, (c) => c.totalCinemas) },
          { label: 'Bookings', value: sum(cities, (c) => sum(c.cinemas, (cinema) => cinema.bookings)) },
        ]}
      />
      <RevenueChart series={series} />
      <DataTable
        caption="Revenue per city"
        columns={columns}
        rows={rows}
        rowKey={(city) => city.cityId}
        footer={['Total', formatPaise(totalPaise), '']}
        empty="No cities yet."
      />
    </>
  );
}
