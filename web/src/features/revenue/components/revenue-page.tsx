import type { UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RevenueAnswer } from '../api/types';
import { useRevenueQuery } from '../hooks/use-revenue-query';
import { FreshnessLead, RefreshButton } from './ui/freshness-lead';
import { Loaded } from './ui/loaded';
import { RevenueFrame } from './ui/revenue-frame';
import { secondaryLinkClass } from './ui/styles';

export interface LinkTo {
  label: string;
  href: string;
}

/**
 * What a revenue screen reads and how it shows it (see cities-revenue, city-revenue and
 * admin-revenue, each for every cinema or an Admin's own); the frame, refresh and states are common.
 */
export interface RevenueSpec<T> {
  // Any key: each endpoint's queryOptions tags its own.
  query: UseQueryOptions<RevenueAnswer<T>, Error, RevenueAnswer<T>, any>;
  title: (figures: T | undefined) => string;
  back?: LinkTo;
  /** The sibling screen, on the title's line. */
  link?: LinkTo;
  /** The spec's fallback text of the call, shown when it fails. */
  fallback: string;
  loadingLabel: string;
  view: (answer: RevenueAnswer<T>) => ReactNode;
}

/** Every revenue screen of the spec (SuperAdmin's and Admin's), by what it shows and for whom. */
export function RevenuePage<T>({ spec, filters }: { spec: RevenueSpec<T>; filters?: ReactNode }) {
  const query = useRevenueQuery(spec.query);
  return (
    <RevenueFrame
      title={spec.title(query.data?.data)}
      back={spec.back}
      lead={<FreshnessLead query={query} />}
      actions={
        <>
          <RefreshButton query={query} />
          {spec.link && (
            <Link to={spec.link.href} className={secondaryLinkClass}>
              {spec.link.label}
            </Link>
          )}
        </>
      }
    >
      {filters}
      <Loaded query={query} fallback={spec.fallback} loadingLabel={spec.loadingLabel}>
        {spec.view}
      </Loaded>
    </RevenueFrame>
  );
}
