import type { Freshness } from '../../api/types';
import { FreshnessNote } from './freshness-note';

interface FreshnessLeadProps {
  query: { data?: { freshness: Freshness }; refresh: () => void; refreshing: boolean };
}

/** The freshness line under a revenue page's title, once there are figures. */
export function FreshnessLead({ query }: FreshnessLeadProps) {
  if (!query.data) return null;
  return (
    <FreshnessNote freshness={query.data.freshness} onRefresh={query.refresh} refreshing={query.refreshing} />
  );
}
