import { useCallback } from 'react';
import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { getAdminRevenue } from '../api/get-admin-revenue';
import { useRevenueQuery } from '../hooks/use-revenue-query';
import { AdminRevenueView } from './admin-revenue-view';
import { FreshnessLead, RefreshButton } from './ui/freshness-lead';
import { Loaded } from './ui/loaded';
import { RevenueFrame } from './ui/revenue-frame';

/** SuperAdmin: one admin's contact details, totals and cinemas. */
export function AdminDetailsPage({ adminId }: { adminId: string }) {
  const query = useRevenueQuery(useCallback(() => getAdminRevenue(adminId), [adminId]));
  return (
    <RevenueFrame
      title={query.data?.data.admin.userName ?? 'Admin Details'}
      back={{ label: 'Admins', href: paths.adminsDetails.getHref() }}
      lead={<FreshnessLead query={query} />}
      actions={<RefreshButton query={query} />}
    >
      <Loaded query={query} fallback={FALLBACKS.adminRevenue} loadingLabel="Loading the admin's revenue">
        {(answer) => <AdminRevenueView revenue={answer.data} series={answer.series} />}
      </Loaded>
    </RevenueFrame>
  );
}
