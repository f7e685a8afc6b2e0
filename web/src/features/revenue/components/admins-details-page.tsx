import { Link } from 'react-router-dom';
import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { adminsQuery } from '../api/get-admins';
import type { AdminView } from '../api/types';
import { useRevenueQuery } from '../hooks/use-revenue-query';
import { byNameOf } from '../utils/rank';
import { DataTable, type Column } from './ui/data-table';
import { Loaded } from './ui/loaded';
import { RevenueFrame } from './ui/revenue-frame';
import { rowLinkClass, secondaryLinkClass } from './ui/styles';

const columns: Column<AdminView>[] = [
  { header: 'Name', cell: (admin) => admin.userName, rowHeader: true },
  { header: 'Email', cell: (admin) => <span className="break-all sm:whitespace-nowrap">{admin.email}</span> },
  { header: 'Contact No', cell: (admin) => <span className="whitespace-nowrap">{admin.contactNumber}</span> },
  {
    header: <span className="sr-only">Details</span>,
    cell: (admin) => (
      <Link to={paths.adminDetails.getHref(admin._id)} className={rowLinkClass}>
        Admin Details<span className="sr-only"> of {admin.userName}</span>
      </Link>
    ),
  },
];

/** SuperAdmin: every cinema admin, each linking to their revenue. */
export function AdminsDetailsPage() {
  const query = useRevenueQuery(adminsQuery());
  const count = query.data?.length;
  return (
    <RevenueFrame
      title="Admins"
      lead={count !== undefined && `${count} cinema ${count === 1 ? 'admin' : 'admins'}`}
      actions={
        <Link to={paths.citiesRevenue.getHref()} className={secondaryLinkClass}>
          Cities Revenue
        </Link>
      }
    >
      <Loaded query={query} fallback={FALLBACKS.adminsData} loadingLabel="Loading the admins">
        {(admins) => (
          <DataTable
            caption="Cinema admins"
            columns={columns}
            rows={byNameOf(admins, (admin) => admin.userName)}
            rowKey={(admin) => admin._id}
            empty="No admins yet."
          />
        )}
      </Loaded>
    </RevenueFrame>
  );
}
