import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { adminRevenueQuery } from '../api/get-admin-revenue';
import type { AdminRevenue, DateRange } from '../api/types';
import { AdminRevenueView } from './admin-revenue-view';
import { withRange } from './sales/use-range-params';
import type { RevenueSpec } from './revenue-page';

/** One admin's totals and cinemas: named by a SuperAdmin, or the signed-in Admin's own (no id). */
export const adminRevenue = (adminId?: string, range: DateRange = {}): RevenueSpec<AdminRevenue> => ({
  query: adminRevenueQuery(adminId, range),
  title: (revenue) => (adminId === undefined ? 'Revenue' : (revenue?.admin.userName ?? 'Admin Details')),
  back: adminId === undefined ? undefined : { label: 'Admins', href: paths.adminsDetails.getHref() },
  link:
    adminId === undefined
      ? { label: 'Cities Revenue', href: withRange(paths.adminCitiesRevenue.getHref(), range) }
      : undefined,
  fallback: FALLBACKS.adminRevenue,
  loadingLabel: adminId === undefined ? 'Loading your revenue' : "Loading the admin's revenue",
  view: (answer) => (
    <AdminRevenueView revenue={answer.data} series={answer.series} own={adminId === undefined} />
  ),
});
