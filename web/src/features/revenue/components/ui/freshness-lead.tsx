import type { Freshness } from '../../api/types';
import { FreshnessNote, FreshnessPlaceholder } from './freshness-note';

interface FreshnessLeadProps {
  query: {
    data?: { freshness: Freshness };
    isPending: boolean;
    refresh: () => void;
    refreshing: boolean;
  };
}

/** The freshness line under a revenue page's title once there are figures; its room while they load. */
export function FreshnessLead({ query }: FreshnessLeadProps) {
  if (query.isPending) return <FreshnessPlaceholder />;
  if (!query.data) return null;
  return (
    <FreshnessNote freshness={query.data.freshness} onRefresh={query.refresh} refreshing={query.refreshing} />
  );
}
